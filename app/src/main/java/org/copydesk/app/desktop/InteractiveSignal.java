package org.copydesk.app.desktop;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.function.LongSupplier;

import javafx.application.Platform;
import javafx.scene.Scene;

/**
 * Start-up is measured from outside the process, so the window says when it became
 * interactive: with {@code -Dcopydesk.startProbe=true} it prints one line,
 * {@code copydesk-interactive <ms since JVM start>}, after its first layout pulse once the FX
 * thread is free to take input, and goes on as usual. Without the property it prints nothing.
 */
final class InteractiveSignal {

    static final String PROPERTY = "copydesk.startProbe";
    static final String PREFIX = "copydesk-interactive ";

    private InteractiveSignal() {
    }

    static void installIfAsked(Scene scene) {
        if (Boolean.getBoolean(PROPERTY)) {
            install(scene, System.out,
                    () -> System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime());
        }
    }

    /** Prints {@code sinceStart} once, on the FX thread's next turn after the scene's first layout pulse. */
    static void install(Scene scene, PrintStream out, LongSupplier sinceStart) {
        Runnable[] once = new Runnable[1];
        once[0] = () -> {
            scene.removePostLayoutPulseListener(once[0]);
            Platform.runLater(() -> {
                out.println(PREFIX + sinceStart.getAsLong());
                out.flush();
            });
        };
        scene.addPostLayoutPulseListener(once[0]);
    }
}
