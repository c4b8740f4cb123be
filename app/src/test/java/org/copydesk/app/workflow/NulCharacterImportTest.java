package org.copydesk.app.workflow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.SharedVectors;
import org.copydesk.model.digest.Digests;
import org.copydesk.model.json.Json;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.postgres.TestPostgres;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A document holding U+0000 in a string is refused at import, in one line, by both stores alike:
 * PostgreSQL text cannot hold the character, so the file store refuses it too.
 */
class NulCharacterImportTest {

    private static final String POLL = "f5197fc2656047b932614b878e82b6a261c94f0f0ba057ec4831acea73ec5296";

    @TempDir
    Path dir;

    /** The vector poll with a NUL in its run id, its record digest recomputed, so that only the NUL is wrong. */
    private Path runWithNul() throws Exception {
        ObjectNode run = (ObjectNode) Json.parse(Files.readAllBytes(SharedVectors.bundle().resolve("runs")
                .resolve(POLL + ".json")));
        run.put("run_id", "run-with\u0000nul");
        run.put("record_sha256", Digests.record(run));
        Path folder = Files.createDirectories(dir.resolve("bundle"));
        Path file = folder.resolve("nul.json");
        Files.write(file, Json.pretty(run).getBytes(StandardCharsets.UTF_8));
        assertTrue(Files.readString(file).contains("\\u0000"));
        // An escaped backslash before "u0000" is text, not the character: that one imports.
        run.put("run_id", "run-with\\u0000-as-text");
        run.put("record_sha256", Digests.record(run));
        Files.write(folder.resolve("text.json"), Json.pretty(run).getBytes(StandardCharsets.UTF_8));
        return folder;
    }

    private static ImportSummary importInto(EvidenceStore store, Path folder) {
        return new ImportWorkflow(store, Runnable::run, StoredRunChecks.NONE).importPaths(List.of(folder),
                ImportProgress.NONE);
    }

    @Test
    void bothStoresRefuseTheDocumentInOneLineAndImportTheRest() throws Exception {
        Path folder = runWithNul();
        ImportSummary sqlite;
        try (EvidenceStore store = SqliteEvidenceStore.open(dir.resolve("desk.db"), Clock.systemUTC())) {
            sqlite = importInto(store, folder);
            assertEquals(1, store.runs().allIds().size());
        }
        ImportSummary postgres;
        try (EvidenceStore store = TestPostgres.freshDatabase().open(Clock.systemUTC())) {
            postgres = importInto(store, folder);
            assertEquals(1, store.runs().allIds().size());
        }
        for (ImportSummary summary : List.of(sqlite, postgres)) {
            assertEquals(1, summary.imported());
            assertEquals(1, summary.rejected().size());
            assertTrue(summary.rejected().get(0).toString().contains("nul.json"), summary.rejected().toString());
            assertTrue(summary.rejected().get(0).toString().contains(NulCharacters.REASON),
                    summary.rejected().toString());
        }
        assertEquals(sqlite.rejected(), postgres.rejected());
    }
}
