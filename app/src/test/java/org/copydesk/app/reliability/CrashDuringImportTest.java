package org.copydesk.app.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.fixtures.ScaleCorpus;
import org.copydesk.model.json.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 10, crashes: copydesk is killed with SIGKILL in the middle of a large import, again and
 * again at different moments. After each kill the store is intact and holds only whole runs; a
 * last import completes the set. {@code -Dcopydesk.reliability.long=true} runs the long variant
 * (docs/reliability.md).
 */
class CrashDuringImportTest {

    private static final boolean LONG = Boolean.getBoolean("copydesk.reliability.long");
    private static final int RUNS = LONG ? 6_000 : 1_500;
    private static final int KILLS = LONG ? 20 : 6;
    private static final int BLOCKS_PER_RUN = 8;

    @TempDir
    Path work;

    @Test
    void everyKillLeavesAnIntactStoreOfWholeRunsAndAReimportCompletesTheSet() throws Exception {
        Path bundle = work.resolve("bundle");
        ScaleCorpus.writePolls(bundle, RUNS, BLOCKS_PER_RUN, 20261202L);
        Path store = work.resolve("crash.db");
        Path logs = work.resolve("logs");
        List<Integer> storedAtKill = new ArrayList<>();

        for (int kill = 0; kill < KILLS; kill++) {
            int before = runCount(store);
            CopydeskProcess desk = CopydeskProcess.start(logs, "kill-" + kill, "--store", store.toString(), "import",
                    bundle.toString());
            // The first kill lands while the store is being created and migrated; the others after
            // the import has stored a stretch of runs, plus a few odd milliseconds so no two land alike.
            int stretch = kill == 0 ? 0 : RUNS / (KILLS + 3);
            awaitProgress(desk, store, before + stretch);
            Thread.sleep((kill * 37L) % 60);
            desk.kill();

            try (StoreInspection inspection = StoreInspection.open(store)) {
                assertEquals("ok", inspection.integrityCheck(), "integrity after kill " + kill);
                storedAtKill.add(inspection.assertEveryRunWhole());
            }
        }

        CliCapture.Printed last = CopydeskProcess.start(logs, "final", "--store", store.toString(), "--json", "import",
                bundle.toString()).await(300);
        assertEquals(0, last.code(), last.err());
        HostileImportTest.assertNoJavaInternals(last.out() + last.err());
        JsonNode summary = Json.parse(last.out().getBytes(StandardCharsets.UTF_8));
        int stored = storedAtKill.get(storedAtKill.size() - 1);
        assertEquals(RUNS - stored, summary.get("imported").asInt(), "kills at " + storedAtKill);
        assertEquals(stored, summary.get("unchanged").asInt());
        try (StoreInspection inspection = StoreInspection.open(store)) {
            assertEquals("ok", inspection.integrityCheck());
            assertEquals(RUNS, inspection.assertEveryRunWhole());
        }
        assertTrue(storedAtKill.stream().filter(n -> n > 0 && n < RUNS).distinct().count() >= KILLS / 2,
                "kills landed mid-import at different moments: " + storedAtKill);
    }

    /** Waits until the store exists and holds {@code target} runs, or the process ends on its own. */
    private static void awaitProgress(CopydeskProcess desk, Path store, int target) throws Exception {
        long deadline = System.nanoTime() + 120_000_000_000L;
        while (desk.alive() && System.nanoTime() < deadline) {
            if (Files.exists(store) && (target == 0 || runCount(store) >= target)) {
                return;
            }
            Thread.sleep(10);
        }
    }

    private static int runCount(Path store) throws Exception {
        if (!Files.exists(store)) {
            return 0;
        }
        try (StoreInspection inspection = StoreInspection.open(store)) {
            return inspection.runCount();
        }
    }
}
