package org.copydesk.app.desktop;

import static org.copydesk.app.desktop.NodeTexts.status;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.stage.Stage;

import org.copydesk.app.AppRoot;
import org.copydesk.app.SharedVectors;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.connection.ConnectionBanner;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.ImportWorkflow;
import org.copydesk.app.workflow.StoredRunChecks;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.postgres.TestPostgres;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window on a newsroom store: the queue from PostgreSQL, the status bar naming it; the server
 * stopped, the banner says so without the window freezing; started again, the desk recovers.
 */
@ExtendWith(ApplicationExtension.class)
class PostgresWindowTest {

    private static final WindowWaits WAIT = WindowWaits.upTo(20);

    private TestPostgres.Server server;
    private TestPostgres.TestDatabase database;
    private EvidenceStore store;
    private AppRoot app;

    @Start
    void start(Stage stage) {
        server = TestPostgres.privateServer();
        database = TestPostgres.freshDatabase(server);
        store = database.open(Clock.systemUTC());
        new ImportWorkflow(store, Runnable::run, StoredRunChecks.NONE).importPaths(List.of(SharedVectors.bundle()),
                ImportProgress.NONE);
        app = AppRoot.withPool(store, Clock.systemUTC());
        new DesktopRoot(app, stage, new AnsweringDialogs(stage), IdlePolicy.standard()).show(Optional.empty());
    }

    @AfterEach
    void stop() throws IOException {
        app.close();
        store.close();
        server.stop();
    }

    private static int rows(FxRobot robot) {
        return robot.lookup("#" + Ids.QUEUE_TABLE).queryAs(TableView.class).getItems().size();
    }

    private static boolean bannerShown(FxRobot robot) {
        Node banner = robot.lookup("#" + ConnectionBanner.ID).query();
        return banner.isVisible();
    }

    @Test
    void showsTheNewsroomStoreAndSurvivesTheServerStoppingAndStartingAgain(FxRobot robot) throws Exception {
        WAIT.until("the five vector runs in the queue", () -> rows(robot) == 5);
        String expected = "PostgreSQL · 127.0.0.1:" + server.port() + "/" + database.location().database();
        assertTrue(status(robot).startsWith(expected), status(robot));
        assertTrue(!bannerShown(robot));

        server.pause();
        WAIT.until("the banner saying the store is not answering", () -> bannerShown(robot));
        Label text = robot.lookup("#" + ConnectionBanner.TEXT_ID).queryAs(Label.class);
        String said = WaitForAsyncUtils.asyncFx(text::getText).get();
        assertTrue(said.startsWith("The store is not answering"), said);
        // The window still answers: the FX thread runs this at once.
        robot.interact(() -> { });

        server.resume();
        robot.clickOn("#" + ConnectionBanner.RETRY_ID);
        WAIT.until("the banner gone once the store answers", () -> !bannerShown(robot));
        WAIT.until("the queue read again", () -> rows(robot) == 5);
    }
}
