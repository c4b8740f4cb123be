package org.copydesk.app.desktop;

import java.time.Duration;

import javafx.animation.PauseTransition;

import org.copydesk.app.desktop.connection.Delays;

/** Delays on the FX thread, by a pause that blocks nothing. */
final class FxDelays implements Delays {

    @Override
    public void after(Duration delay, Runnable action) {
        PauseTransition pause = new PauseTransition(javafx.util.Duration.millis(delay.toMillis()));
        pause.setOnFinished(e -> action.run());
        pause.play();
    }
}
