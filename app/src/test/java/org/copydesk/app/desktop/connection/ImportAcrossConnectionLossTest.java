package org.copydesk.app.desktop.connection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.copydesk.app.SharedVectors;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.desktop.importing.ImportViewModel;
import org.copydesk.app.workflow.ImportWorkflow;
import org.copydesk.app.workflow.StoredRunChecks;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.postgres.TestPostgres;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** An import when the PostgreSQL server has stopped: told in plain words, refused while down, whole once back. */
class ImportAcrossConnectionLossTest {

    private TestPostgres.Server server;
    private EvidenceStore store;
    private final ManualDelays delays = new ManualDelays();
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private ConnectionViewModel connection;
    private ImportViewModel importing;

    @BeforeEach
    void open() {
        server = TestPostgres.privateServer();
        store = TestPostgres.freshDatabase(server).open(DeskFixtures.CLOCK);
        connection = new ConnectionViewModel(store::ping, new SameThreadTaskRunner(), delays);
        TaskRunner runner = connection.watching(new SameThreadTaskRunner());
        importing = new ImportViewModel(new ImportWorkflow(store, Runnable::run, StoredRunChecks.NONE)::importPaths,
                runner, dialogs, () -> { }, DeskFixtures.CLOCK);
        importing.watchStore(connection.availableProperty());
    }

    @AfterEach
    void close() {
        store.close();
        server.stop();
    }

    @Test
    void anImportFindingTheServerGoneSaysSoWaitsAndThenImportsWhole() {
        server.pause();
        importing.importPaths(List.of(SharedVectors.bundle()));
        assertEquals(1, dialogs.errors().size());
        String said = dialogs.errors().get(0);
        assertTrue(said.startsWith("Import stopped: the store is not answering: "), said);
        assertTrue(said.contains("Import the same files again once the store answers"), said);
        assertFalse(said.contains("\n"), said);
        assertFalse(connection.availableProperty().get());
        assertTrue(importing.blockedProperty().get(), "the menu's import commands are disabled");

        importing.importPaths(List.of(SharedVectors.bundle()));
        assertEquals("The store is not answering: Cannot import now: the store is not answering; copydesk is "
                + "reconnecting. Import again once the banner goes.", dialogs.errors().get(1));

        server.resume();
        delays.pass();
        assertTrue(connection.availableProperty().get());
        assertFalse(importing.blockedProperty().get());
        importing.importPaths(List.of(SharedVectors.bundle()));
        assertEquals(5, dialogs.summaries().get(0).imported());
        assertEquals(5, store.runs().allIds().size());
    }
}
