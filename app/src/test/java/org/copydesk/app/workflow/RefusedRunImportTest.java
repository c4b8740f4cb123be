package org.copydesk.app.workflow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.stream.Stream;

import org.copydesk.app.SharedVectors;
import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.StoreException;
import org.copydesk.store.postgres.TestPostgres;
import org.junit.jupiter.api.Test;

/**
 * Runs next to each other in a bundle are stored in one write; when the server refuses one of
 * them, the import says what it refused and keeps the runs before it, as when each run was its own write.
 */
class RefusedRunImportTest {

    private static ImportSummary importInto(EvidenceStore store, Path folder) {
        return new ImportWorkflow(store, Runnable::run, StoredRunChecks.NONE).importPaths(List.of(folder),
                ImportProgress.NONE);
    }

    private static String recordOf(Path file) throws Exception {
        return ((Decoded.Run) Documents.decode(Files.readAllBytes(file))).run().recordSha256();
    }

    @Test
    void aRunTheServerRefusesIsRefusedAloneAndTheRunsBeforeItAreKept() throws Exception {
        Path folder = SharedVectors.bundle().resolve("runs");
        List<Path> files;
        try (Stream<Path> listed = Files.list(folder)) {
            files = listed.sorted().toList();
        }
        assertTrue(files.size() >= 4, files.toString());
        String refused = recordOf(files.get(2));
        TestPostgres.TestDatabase database = TestPostgres.freshDatabase();
        database.open(Clock.systemUTC()).close();
        database.sql("CREATE FUNCTION refuse_one_run() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
                + "IF NEW.record_sha256 = '" + refused + "' THEN RAISE EXCEPTION 'this run is refused'; END IF; "
                + "RETURN NEW; END $$; "
                + "CREATE TRIGGER refuse_one_run BEFORE INSERT ON run FOR EACH ROW EXECUTE FUNCTION refuse_one_run()");
        try (EvidenceStore store = database.open(Clock.systemUTC())) {
            StoreException failure = assertThrows(StoreException.class, () -> importInto(store, folder));
            assertTrue(failure.getMessage().contains("this run is refused"), failure.getMessage());
            assertEquals(List.of(recordOf(files.get(0)), recordOf(files.get(1))).stream().sorted().toList(),
                    store.runs().allIds().stream().sorted().toList());
        }
        database.sql("DROP TRIGGER refuse_one_run ON run");
        try (EvidenceStore store = database.open(Clock.systemUTC())) {
            ImportSummary again = importInto(store, folder);
            assertEquals(2, again.unchanged());
            assertEquals(files.size() - 2, again.imported());
            assertEquals(List.of(), again.rejected());
        }
    }
}
