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

    private static final boolean LONG = Boolean.getBoolean("copydesk.reliability.long");
    private static final int RUNS_PER_DESK = LONG ? 2_000 : 300;
    private static final int DECISION_ROUNDS = LONG ? 2 : 1;

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

    @Test
    void twoDesksDecidingWhileAThirdImportsLoseNoDecisionAndNoRun() throws Exception {
        DeskSetup desk = DeskSetup.create(work, 2 * DECISION_ROUNDS);
        Path bundle = work.resolve("incoming");
        ScaleCorpus.writePolls(bundle, RUNS_PER_DESK, 6, 3L);
        Path logs = work.resolve("logs");

        CopydeskProcess importer = CopydeskProcess.start(logs, "import", "--store", desk.store().toString(), "--json",
                "import", bundle.toString());
        // Both editors sign at once, round after round, while the import writes too.
        for (int round = 0; round < DECISION_ROUNDS; round++) {
            CopydeskProcess first = CopydeskProcess.start(logs, "one-" + round,
                    desk.decideArgs(DeskSetup.EDITORS.get(0), desk.subjects().get(round)));
            CopydeskProcess second = CopydeskProcess.start(logs, "two-" + round,
                    desk.decideArgs(DeskSetup.EDITORS.get(1), desk.subjects().get(DECISION_ROUNDS + round)));
            assertDecided(first.await(300));
            assertDecided(second.await(300));
        }
        assertImportedAll(importer.await(600));

        assertEquals(java.util.Collections.nCopies(2 * DECISION_ROUNDS, "valid"), desk.verifiedStates());
        try (StoreInspection inspection = StoreInspection.open(desk.store())) {
            assertEquals("ok", inspection.integrityCheck());
            assertEquals(2 * DECISION_ROUNDS, inspection.decisionCount());
            assertEquals(2 * DECISION_ROUNDS + RUNS_PER_DESK, inspection.assertEveryRunWhole());
        }
    }

    private static void assertDecided(CliCapture.Printed printed) {
        assertFalse(printed.err().contains("locked") || printed.err().contains("SQLITE_BUSY"), printed.err());
        HostileImportTest.assertNoJavaInternals(printed.out() + printed.err());
        assertEquals(0, printed.code(), printed.err());
    }

    private static void assertImportedAll(CliCapture.Printed printed) {
        assertFalse(printed.err().contains("locked") || printed.err().contains("SQLITE_BUSY"), printed.err());
        HostileImportTest.assertNoJavaInternals(printed.out() + printed.err());
        assertEquals(0, printed.code(), printed.err());
        JsonNode summary = Json.parse(printed.out().getBytes(StandardCharsets.UTF_8));
        assertEquals(RUNS_PER_DESK, summary.get("imported").asInt(), printed.out());
    }
}
