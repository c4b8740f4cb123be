package org.copydesk.app.desktop;

import static org.copydesk.app.desktop.NodeTexts.status;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeoutException;

import javafx.stage.Stage;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.roster.AnsweringRosterForms;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.workflow.decide.DecideRequest;
import org.copydesk.app.workflow.decide.KeyFiles;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A store whose decision log was tampered with says so in the window's status bar as soon as it opens. */
@ExtendWith(ApplicationExtension.class)
class LogWindowTest {

    private static final WindowWaits WAIT = WindowWaits.upTo(20);

    private Path dir;
    private EvidenceStore store;
    private AppRoot app;

    /** Made once, before the toolkit starts: keys and signing are too slow for the window's start-up wait. */
    private static Path tampered;

    @BeforeAll
    static void tamperedStore() throws IOException, SQLException {
        Path made = Files.createTempDirectory("copydesk-log-window-store");
        Path file;
        try (EvidenceStore store = DeskFixtures.vectorStore(made)) {
            file = Path.of(store.location());
            AppRoot services = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
            Path keyFile = SigningFixtures.editorOnRoster(services, made.resolve("keys"));
            SigningKey key = KeyFiles.unlock(keyFile, SigningFixtures.PASSPHRASE.toCharArray());
            services.decisions().decide(new DecideRequest(List.of(DeskFixtures.VECTOR_POLL), "approve",
                    "Numbers match the cited blocks", Optional.empty(), key));
            key.destroy();
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            s.executeUpdate("DROP TRIGGER decision_append_only_delete");
            s.executeUpdate("DROP TRIGGER decision_subject_append_only_delete");
            s.executeUpdate("DELETE FROM decision_subject");
            s.executeUpdate("DELETE FROM decision");
        }
        tampered = file;
    }

    @Start
    void start(Stage stage) throws IOException {
        dir = Files.createTempDirectory("copydesk-log-window-test");
        Path file = Files.copy(tampered, dir.resolve("store.db"));
        store = SqliteEvidenceStore.open(file, DeskFixtures.CLOCK);
        app = AppRoot.withPool(store, DeskFixtures.CLOCK);
        new DesktopRoot(app, stage, new AnsweringDialogs(stage), IdlePolicy.standard(), new AnsweringRosterForms(),
                dir.resolve("keys")).show();
    }

    @AfterEach
    void stop() throws IOException {
        DeskFixtures.closeAndDelete(app, store, dir);
    }

    @Test
    void theStatusBarSaysTheDecisionLogIsNotIntact(FxRobot robot) throws TimeoutException {
        WAIT.until("the log checked", () -> status(robot).contains("Decision log NOT intact"));
        assertTrue(status(robot).contains("is no longer in the store: it was deleted"), status(robot));
    }
}
