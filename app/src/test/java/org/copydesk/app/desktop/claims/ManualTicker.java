package org.copydesk.app.desktop.claims;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A ticker a test fires by hand. */
final class ManualTicker implements Ticker {

    private final List<Map.Entry<Duration, Runnable>> work = new ArrayList<>();

    @Override
    public void every(Duration period, Runnable task) {
        work.add(Map.entry(period, task));
    }

    /** Runs the work registered at {@code period}, as one tick of it. */
    void tick(Duration period) {
        work.stream().filter(e -> e.getKey().equals(period)).forEach(e -> e.getValue().run());
    }
}
