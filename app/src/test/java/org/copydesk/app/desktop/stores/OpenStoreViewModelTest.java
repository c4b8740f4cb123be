package org.copydesk.app.desktop.stores;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

import org.copydesk.app.AppRoot;
import org.copydesk.app.StoreOpener;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.workflow.DemoSeed;
import org.copydesk.app.workflow.log.HistoryWitness;
import org.copydesk.store.postgres.TestPostgres;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OpenStoreViewModelTest {

    @TempDir
    Path dir;

    private final List<AppRoot> opened = new ArrayList<>();

    @AfterEach
    void close() {
        opened.forEach(AppRoot::close);
    }

    private OpenStoreViewModel<AppRoot> viewModel() {
        StoreOpener opener = new StoreOpener(dir.resolve("default.db"), DemoSeed.demoCorpus(), Clock.systemUTC());
        return new OpenStoreViewModel<>((named, password) -> opener.openChosen(named, password, HistoryWitness.none()),
                new RecentStores(dir.resolve("data/recent-stores.txt")), new SameThreadTaskRunner(), opened::add);
    }

    @Test
    void opensAStoreFileAndPutsItFirstAmongTheRecentStores() {
        Path other = dir.resolve("other.db");
        SqliteEvidenceStore.open(other, Clock.systemUTC()).close();
        OpenStoreViewModel<AppRoot> open = viewModel();
        open.refresh();
        assertTrue(open.recent().isEmpty());
        open.locationProperty().set(other.toString());
        assertFalse(open.postgresProperty().get());
        open.open();
        assertEquals(1, opened.size());
        assertEquals(other.toString(), opened.get(0).store().location());
        assertEquals(List.of(other.toString()), open.recent());
        assertEquals(List.of(other.toString()), new RecentStores(dir.resolve("data/recent-stores.txt")).list());
    }

    @Test
    void opensAPostgresStoreWithAPasswordAskedOnceThatIsKeptNowhere() throws Exception {
        TestPostgres.TestDatabase database = TestPostgres.freshDatabase();
        String url = database.location().toString();
        String secret = Files.readString(database.passwordFile()).strip();
        OpenStoreViewModel<AppRoot> open = viewModel();
        open.refresh();
        open.locationProperty().set(url);
        assertTrue(open.postgresProperty().get());

        open.passwordProperty().set("not-the-password-xyzzy");
        open.open();
        assertTrue(opened.isEmpty());
        assertTrue(open.errorProperty().get().contains("password authentication failed"), open.errorProperty().get());
        assertFalse(open.errorProperty().get().contains("xyzzy"));
        assertEquals("", open.passwordProperty().get(), "a typed password is cleared once used");

        open.passwordProperty().set(secret);
        open.open();
        assertEquals(1, opened.size());
        assertEquals(url, opened.get(0).store().location());
        assertEquals("", open.passwordProperty().get());
        String kept = Files.readString(dir.resolve("data/recent-stores.txt"));
        assertEquals(url + "\n", kept);
        assertFalse(kept.contains(secret));
    }

    @Test
    void aStoreThatCannotBeOpenedIsSaidInOneLineAndNothingIsKept() {
        OpenStoreViewModel<AppRoot> open = viewModel();
        open.open();
        assertEquals("Name a store file, or a postgresql://host/database URL.", open.errorProperty().get());
        open.locationProperty().set("postgresql://ed:secret@db.example/news");
        open.open();
        assertTrue(open.errorProperty().get().contains("a password does not belong in the store URL"),
                open.errorProperty().get());
        assertFalse(open.errorProperty().get().contains("secret"));
        assertTrue(opened.isEmpty());
        assertTrue(new RecentStores(dir.resolve("data/recent-stores.txt")).list().isEmpty());
    }
}
