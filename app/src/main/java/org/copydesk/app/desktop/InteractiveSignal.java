package org.copydesk.app.desktop;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

import javafx.scene.Scene;

/**
 * Start-up is measured from outside the process, so the window says when it became
 * interactive: with {@code -Dcopydesk.startProbe=true} it prints one line,
 * {@code copydesk-interactive <ms since JVM start>}, after its first layout pulse once the FX
 * thread is free to take input, and one more, {@code copydesk-queue <ms since JVM start>},
 * after the first layout pulse that finds the queue's first answer in the table. Either way the
 * window goes on as usual. Without the property it prints nothing.
 */
final class InteractiveSignal {

    static final String PROPERTY = "copydesk.startProbe";
    static final String PREFIX = "copydesk-interactive ";
    static final String QUEUE_PREFIX = "copydesk-queue ";

    private InteractiveSignal() {
    }

    static void installIfAsked(Scene scene, BooleanSupplier queueShown) {
        if (Boolean.getBoolean(PROPERTY)) {
            install(scene, queueShown, System.out,
                    () -> System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime());
        }
    }

    /**
     * Prints {@code sinceStart} on the FX thread's next turn after the scene's first layout
     * pulse, and again after the first pulse at which {@code queueShown} holds.
     */
    static void install(Scene scene, BooleanSupplier queueShown, PrintStream out, LongSupplier sinceStart) {
        Pulses.once(scene, () -> true, () -> print(out, PREFIX, sinceStart));
        Pulses.once(scene, queueShown, () -> print(out, QUEUE_PREFIX, sinceStart));
    }

    private static void print(PrintStream out, String prefix, LongSupplier sinceStart) {
        out.println(prefix + sinceStart.getAsLong());
        out.flush();
    }
}
