package org.copydesk.app.desktop;

import java.lang.management.ManagementFactory;

import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * The window as {@link CopydeskApp} opens it, which then reports when it became interactive
 * and exits: after the first layout-and-render pulse, once the FX thread is free to take input.
 * Only the start benchmark asks for it ({@code -Dcopydesk.startProbe=true}).
 */
public final class StartProbe extends Application {

    static final String PROPERTY = "copydesk.startProbe";

    /** The real application, driven through its whole life cycle: init, start, stop. */
    private final CopydeskApp app = new CopydeskApp();

    @Override
    public void init() throws Exception {
        app.init();
    }

    @Override
    public void stop() throws Exception {
        app.stop();
    }

    @Override
    public void start(Stage stage) throws Exception {
        app.start(stage);
        Runnable[] once = new Runnable[1];
        once[0] = () -> {
            stage.getScene().removePostLayoutPulseListener(once[0]);
            Platform.runLater(() -> {
                long sinceStart = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
                System.out.println("copydesk-interactive " + sinceStart);
                System.out.flush();
                Platform.exit();
            });
        };
        stage.getScene().addPostLayoutPulseListener(once[0]);
    }
}
