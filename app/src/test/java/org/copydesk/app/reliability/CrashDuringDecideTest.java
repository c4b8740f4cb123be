package org.copydesk.app.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 10, crashes while signing: a {@code decide} process is killed with SIGKILL at moments
 * spread over its life, weighted towards the end where the decision is written
 * ({@code -Dcopydesk.reliability.long=true} for more moments). Each decision
 * is then either whole and valid, or absent, its log leaf and signed checkpoint with it; the
 * decision log stays intact; deciding again completes the set.
 */
class CrashDuringDecideTest {

    private static final double[] MOMENTS = Boolean.getBoolean("copydesk.reliability.long")
            ? new double[] {0.3, 0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.88, 0.91, 0.94, 0.96, 0.98, 1.0}
            : new double[] {0.6, 0.85, 0.95, 1.0};

    @TempDir
    Path work;

    @Test
    void aKilledDecisionIsWholeAndValidOrAbsent() throws Exception {
        DeskSetup desk = DeskSetup.create(work, MOMENTS.length + 1);
        List<String> subjects = desk.subjects();
        Path logs = work.resolve("logs");
        String editor = DeskSetup.EDITORS.get(0);

        long started = System.nanoTime();
        CliCapture.Printed measured = CopydeskProcess.start(logs, "measure", desk.decideArgs(editor, subjects.get(0)))
                .await(120);
        long lifetimeMs = (System.nanoTime() - started) / 1_000_000;
        assertEquals(0, measured.code(), measured.err());

        List<Integer> present = new ArrayList<>();
        for (int kill = 0; kill < MOMENTS.length; kill++) {
            CopydeskProcess decide = CopydeskProcess.start(logs, "kill-" + kill,
                    desk.decideArgs(editor, subjects.get(kill + 1)));
            Thread.sleep((long) (lifetimeMs * MOMENTS[kill]));
            decide.kill();

            try (StoreInspection inspection = StoreInspection.open(desk.store())) {
                assertEquals("ok", inspection.integrityCheck(), "integrity after kill " + kill);
                present.add(inspection.decisionCount());
                int signedRosterChanges = inspection.rows("roster_change WHERE signature IS NOT NULL");
                assertEquals(inspection.rows("roster_change") + inspection.decisionCount(), inspection.rows("log_leaf"),
                        "a leaf per document after kill " + kill);
                assertEquals(signedRosterChanges + inspection.decisionCount(), inspection.rows("log_checkpoint"),
                        "a checkpoint per signing act after kill " + kill);
            }
            assertEquals("intact", desk.logState(), "the decision log after kill " + kill);
            List<String> states = desk.verifiedStates();
            assertEquals(Collections.nCopies(states.size(), "valid"), states, "after kill " + kill);
        }

        int decided = present.get(present.size() - 1);
        for (int i = 1; i < subjects.size() && decided < subjects.size(); i++) {
            try (StoreInspection inspection = StoreInspection.open(desk.store())) {
                if (inspection.decisionsOn(subjects.get(i)) > 0) {
                    continue;
                }
            }
            CliCapture.Printed again = CopydeskProcess.start(logs, "again-" + i, desk.decideArgs(editor, subjects.get(i)))
                    .await(120);
            assertEquals(0, again.code(), again.err());
            decided++;
        }
        assertEquals(Collections.nCopies(subjects.size(), "valid"), desk.verifiedStates(), "present " + present);
    }
}
