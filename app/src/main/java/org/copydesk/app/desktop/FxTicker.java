package org.copydesk.app.desktop;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;

import org.copydesk.app.desktop.claims.Ticker;

/** The window's ticker: one timeline per pace, on the FX thread, stopped with the window. */
final class FxTicker implements Ticker {

    private final List<Timeline> timelines = new ArrayList<>();

    @Override
    public void every(Duration period, Runnable work) {
        Timeline timeline = new Timeline(new KeyFrame(javafx.util.Duration.millis(period.toMillis()),
                event -> work.run()));
        timeline.setCycleCount(Animation.INDEFINITE);
        timelines.add(timeline);
        timeline.play();
    }

    void stop() {
        timelines.forEach(Timeline::stop);
    }
}
