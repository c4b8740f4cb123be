package org.copydesk.app.desktop.live;

import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.util.Duration;

/**
 * The window's clock for {@link LiveUpdates}: a tick every quarter second on the FX thread,
 * which only hands the poll to the worker pool. A change committed elsewhere is seen within a
 * tick and a read, well inside the second the desks are promised.
 */
public final class LiveTicker {

    static final Duration EVERY = Duration.millis(250);

    private final Timeline timeline;

    public LiveTicker(LiveUpdates live) {
        timeline = new Timeline(new KeyFrame(EVERY, event -> live.tick()));
        timeline.setCycleCount(Animation.INDEFINITE);
    }

    public void start() {
        timeline.play();
    }

    public void stop() {
        timeline.stop();
    }
}
