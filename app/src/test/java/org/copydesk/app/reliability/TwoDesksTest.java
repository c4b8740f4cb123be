package org.copydesk.app.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.fixtures.ScaleCorpus;
import org.copydesk.model.json.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 10, two desks: two copydesk processes write one store file at the same time. Neither may
 * lose a write or show a user {@code database is locked}; the other desk is only ever waited for.
 */
class TwoDesksTest {

    private static final int RUNS_PER_DESK = Boolean.getBoolean("copydesk.reliability.long") ? 2_000 : 300;

    @TempDir
    Path work;

    @Test
    void twoDesksImportingDifferentBundlesIntoOneNewStoreKeepEveryRun() throws Exception {
        Path first = work.resolve("desk-a");
        Path second = work.resolve("desk-b");
        ScaleCorpus.writePolls(first, RUNS_PER_DESK, 6, 1L);
        ScaleCorpus.writePolls(second, RUNS_PER_DESK, 6, 2L);
        Path store = work.resolve("shared.db");
        Path logs = work.resolve("logs");

        // Both start on a store that does not exist yet, so they also race to create and migrate it.
        CopydeskProcess deskA = CopydeskProcess.start(logs, "a", "--store", store.toString(), "--json", "import",
                first.toString());
        CopydeskProcess deskB = CopydeskProcess.start(logs, "b", "--store", store.toString(), "--json", "import",
                second.toString());

        assertImportedAll(deskA.await(600));
        assertImportedAll(deskB.await(600));
        try (StoreInspection inspection = StoreInspection.open(store)) {
            assertEquals("ok", inspection.integrityCheck());
            assertEquals(2 * RUNS_PER_DESK, inspection.assertEveryRunWhole(), "no write lost");
        }
    }

    private static void assertImportedAll(CliCapture.Printed printed) {
        assertFalse(printed.err().contains("locked") || printed.err().contains("SQLITE_BUSY"), printed.err());
        HostileImportTest.assertNoJavaInternals(printed.out() + printed.err());
        assertEquals(0, printed.code(), printed.err());
        JsonNode summary = Json.parse(printed.out().getBytes(StandardCharsets.UTF_8));
        assertEquals(RUNS_PER_DESK, summary.get("imported").asInt(), printed.out());
    }
}
