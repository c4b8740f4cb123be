package org.copydesk.app.desktop;

import java.util.function.BooleanSupplier;

import javafx.application.Platform;
import javafx.scene.Scene;

/** Work for the FX thread's next turn after the first layout pulse of a scene at which a condition holds. */
final class Pulses {

    private Pulses() {
    }

    /**
     * Runs {@code then} once, on the FX thread's next turn after the first layout pulse that
     * finds {@code when} true: after that frame is drawn, not inside it.
     */
    static void once(Scene scene, BooleanSupplier when, Runnable then) {
        Runnable[] listener = new Runnable[1];
        listener[0] = () -> {
            if (when.getAsBoolean()) {
                scene.removePostLayoutPulseListener(listener[0]);
                Platform.runLater(then);
            }
        };
        scene.addPostLayoutPulseListener(listener[0]);
    }
}
