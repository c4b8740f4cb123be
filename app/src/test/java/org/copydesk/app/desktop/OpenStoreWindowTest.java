package org.copydesk.app.desktop;

import static org.copydesk.app.desktop.NodeTexts.status;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeoutException;

import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.copydesk.app.AppRoot;
import org.copydesk.app.StoreOpener;
import org.copydesk.app.desktop.common.FxTaskRunner;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.desktop.stores.OpenStoreDialog;
import org.copydesk.app.desktop.stores.OpenStoreViewModel;
import org.copydesk.app.desktop.stores.RecentStores;
import org.copydesk.app.workflow.DemoSeed;
import org.copydesk.app.workflow.log.HistoryWitness;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** File → Open store… from the keyboard: the dialog, a store that cannot be opened, then one that can. */
@ExtendWith(ApplicationExtension.class)
class OpenStoreWindowTest {

    private static final WindowWaits WAIT = WindowWaits.upTo(10);

    private Path dir;
    private EvidenceStore store;
    private AppRoot app;
    private final List<AppRoot> opened = new CopyOnWriteArrayList<>();

    @Start
    void start(Stage stage) throws IOException {
        dir = Files.createTempDirectory("copydesk-open-store-test");
        store = DeskFixtures.vectorStore(dir);
        app = AppRoot.withPool(store, Clock.systemUTC());
        DesktopRoot root = new DesktopRoot(app, stage, new AnsweringDialogs(stage), IdlePolicy.standard());
        StoreOpener opener = new StoreOpener(dir.resolve("default.db"), DemoSeed.demoCorpus(), Clock.systemUTC());
        root.offerOpenStore(new OpenStoreViewModel<>((named, password) -> opener.openChosen(named, password,
                HistoryWitness.none()), new RecentStores(dir.resolve("recent-stores.txt")),
                new FxTaskRunner(app.executor()), opened::add));
        root.show(Optional.empty());
    }

    @AfterEach
    void stop() throws IOException {
        opened.forEach(AppRoot::close);
        DeskFixtures.closeAndDelete(app, store, dir);
    }

    @Test
    void ctrlShiftSOpensTheDialogWhichSaysWhyAStoreCannotOpenAndOpensAnother(FxRobot robot) throws Exception {
        WAIT.until("the status bar names the store", () -> status(robot).startsWith("SQLite · desk.db"));
        Path other = dir.resolve("other.db");
        SqliteEvidenceStore.open(other, Clock.systemUTC()).close();

        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.S).release(KeyCode.S, KeyCode.SHIFT, KeyCode.CONTROL);
        WAIT.until("the open-store dialog", () -> robot.lookup("#" + OpenStoreDialog.LOCATION_ID).tryQuery().isPresent());
        TextField location = robot.lookup("#" + OpenStoreDialog.LOCATION_ID).queryAs(TextField.class);
        robot.clickOn(location).write("postgresql://ed:secret@db.example/news");
        robot.clickOn("Open");
        WAIT.until("the reason on the dialog", () -> !robot.lookup("#" + OpenStoreDialog.ERROR_ID)
                .queryAs(Label.class).getText().isEmpty());
        String reason = robot.lookup("#" + OpenStoreDialog.ERROR_ID).queryAs(Label.class).getText();
        assertTrue(reason.contains("a password does not belong in the store URL"), reason);
        assertTrue(!reason.contains("secret"), reason);

        robot.interact(() -> location.setText(other.toString()));
        robot.clickOn("Open");
        WAIT.until("the other store opened", () -> opened.size() == 1);
        assertEquals(other.toString(), opened.get(0).store().location());
        WAIT.until("the dialog closed", () -> robot.lookup("#" + OpenStoreDialog.LOCATION_ID).tryQuery().isEmpty());
        assertEquals(List.of(other.toString()), new RecentStores(dir.resolve("recent-stores.txt")).list());
    }
}
