package org.copydesk.model.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.copydesk.model.json.Sha256;
import org.copydesk.model.run.ShadowRun;
import org.junit.jupiter.api.Test;

class CheckReportTest {

    @Test
    void resultsDigestIsTheSha256OfCanonicalCheckIdResultDetailObjects() {
        CheckReport report = new CheckReport(CheckEngine.ENGINE_ID, List.of(
                new CheckResult("poll.totals", Verdict.PASSED, "total 100"),
                new CheckResult("integrity.raw_bytes", Verdict.NOT_APPLICABLE, "none \"stored\""),
                new CheckResult("poll.sample", Verdict.FAILED, "n é")));
        String canonical = "[{\"check_id\":\"poll.totals\",\"detail\":\"total 100\",\"result\":\"passed\"},"
                + "{\"check_id\":\"integrity.raw_bytes\",\"detail\":\"none \\\"stored\\\"\",\"result\":\"not_applicable\"},"
                + "{\"check_id\":\"poll.sample\",\"detail\":\"n é\",\"result\":\"failed\"}]";
        assertEquals(Sha256.hex(canonical), report.resultsSha256());
        assertEquals(List.of("poll.sample"), report.failedIds());
    }

    @Test
    void theSameRunAlwaysGivesTheSameResultsDigest() {
        CheckEngine engine = new CheckEngine();
        ShadowRun run = Fixtures.run(Fixtures.POLL, "");
        assertEquals(engine.check(run, new EmptyCheckContext()).resultsSha256(),
                new CheckEngine().check(Fixtures.run(Fixtures.POLL, ""), new EmptyCheckContext()).resultsSha256());
    }

    @Test
    void anEditedRunGivesADifferentResultsDigestAndNamesItsFailures() {
        CheckEngine engine = new CheckEngine();
        CheckReport clean = engine.check(Fixtures.run(Fixtures.POLL, ""), new EmptyCheckContext());
        CheckReport edited = engine.check(Fixtures.run(Fixtures.POLL, "/output/results/0/pct=106"), new EmptyCheckContext());
        assertNotEquals(clean.resultsSha256(), edited.resultsSha256());
        assertEquals(List.of("poll.percentages", "poll.totals", "poll.numeric_fidelity"), edited.failedIds());
        assertEquals("copydesk-checks/2", edited.engine());
    }

    @Test
    void integrityFailuresAreFlaggedForTheRejectOnlyRule() {
        CheckReport tampered = new CheckEngine().check(Fixtures.run(Fixtures.POLL,
                "/record_sha256=\"" + "0".repeat(64) + "\""), new EmptyCheckContext());
        assertTrue(tampered.integrityFailed());
    }

    @Test
    void aCheckThatCannotEvaluateFailsVisiblyInsteadOfThrowing() {
        Check<String> broken = new Check<>("x.broken", "nothing", "nothing", (subject, context) -> {
            throw new IllegalStateException("odd input");
        });
        CheckResult result = broken.run("subject", new EmptyCheckContext());
        assertEquals(Verdict.FAILED, result.verdict());
        assertEquals("could not evaluate: IllegalStateException: odd input", result.detail());
    }
}
