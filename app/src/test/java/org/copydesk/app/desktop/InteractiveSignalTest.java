package org.copydesk.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The start-up line the bench reads from outside: once, after the first layout, and the window goes on. */
@ExtendWith(ApplicationExtension.class)
class InteractiveSignalTest {

    private Stage stage;
    private Label label;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        label = new Label("queue");
        stage.setScene(new Scene(new StackPane(label), 300, 200));
        stage.show();
    }

    /** Lays the scene out again a few times, each change its own pulse. */
    private void pulses(FxRobot robot) {
        for (int i = 0; i < 3; i++) {
            int n = i;
            robot.interact(() -> {
                label.setText("queue " + n);
                Platform.requestNextPulse();
            });
            WaitForAsyncUtils.waitForFxEvents();
        }
    }

    @Test
    void printsOneLineWithTheTimeSinceStartOnceTheWindowIsLaidOut(FxRobot robot) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        robot.interact(() -> InteractiveSignal.install(stage.getScene(), () -> false, out, () -> 1234));

        pulses(robot);

        assertEquals("copydesk-interactive 1234" + System.lineSeparator(), bytes.toString(StandardCharsets.UTF_8));
        assertTrue(stage.isShowing(), "the window goes on after saying it is interactive");
    }

    @Test
    void printsTheQueueLineOnceAtTheFirstPulseThatFindsTheQueueShown(FxRobot robot) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        long[] now = {100};
        robot.interact(() -> InteractiveSignal.install(stage.getScene(), () -> label.getText().equals("queue 1"), out,
                () -> now[0]++));

        pulses(robot);

        assertEquals("copydesk-interactive 100" + System.lineSeparator() + "copydesk-queue 101"
                + System.lineSeparator(), bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void printsNothingUnlessAsked(FxRobot robot) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream standardOut = System.out;
        System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try {
            System.clearProperty(InteractiveSignal.PROPERTY);
            robot.interact(() -> InteractiveSignal.installIfAsked(stage.getScene(), () -> true));
            pulses(robot);
        } finally {
            System.setOut(standardOut);
        }
        assertEquals("", bytes.toString(StandardCharsets.UTF_8));
    }
}
