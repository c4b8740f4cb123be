package org.copydesk.app.desktop.connection;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** Delays a test runs by hand: what was asked for, and each action when the test says time has passed. */
final class ManualDelays implements Delays {

    final List<Duration> asked = new ArrayList<>();
    private final List<Runnable> due = new ArrayList<>();

    @Override
    public void after(Duration delay, Runnable action) {
        asked.add(delay);
        due.add(action);
    }

    /** Runs what is waiting now (what it asks for in turn waits for the next call). */
    void pass() {
        List<Runnable> now = new ArrayList<>(due);
        due.clear();
        now.forEach(Runnable::run);
    }
}
