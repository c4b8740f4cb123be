package org.copydesk.app.workflow.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.TextNode;
import org.copydesk.model.decision.FieldVerdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Figures over hand-built adjudicated runs, every count worked out by hand in the comments. */
class MetricsCalculatorTest {

    static final String MODEL_A = "model-a";
    static final String MODEL_B = "model-b";

    /** Poll by model A, approved, checks clean: sample correct, moe incorrect, other_pct missed, two results. */
    static final AdjudicatedRun POLL_APPROVED = run("p1", "poll", "needs_human_review", List.of(), false, MODEL_A,
            "2026-10-14T18:25:11Z", "approve", List.of(),
            Map.of("fields.sample_size", IntNode.valueOf(500), "fields.margin_of_error", IntNode.valueOf(4),
                    "fields.other_pct", NullNode.getInstance(), "fields.undecided_pct", NullNode.getInstance(),
                    "results.Ann.pct", IntNode.valueOf(46), "results.Bo.pct", IntNode.valueOf(45)),
            List.of(verdict("fields.sample_size", "correct"), verdict("fields.margin_of_error", "incorrect"),
                    verdict("fields.other_pct", "missed"), verdict("fields.undecided_pct", "correct"),
                    verdict("results.Ann.pct", "correct"), verdict("results.Bo.pct", "unsupported")));

    /** Poll by model A, rejected although every check passed: an override. */
    static final AdjudicatedRun POLL_REJECTED_CLEAN = run("p2", "poll", "needs_human_review", List.of(), false, MODEL_A,
            "2026-10-20T09:00:00Z", "reject", List.of(),
            Map.of("fields.sample_size", IntNode.valueOf(800), "results.Cy.pct", IntNode.valueOf(50)),
            List.of(verdict("fields.sample_size", "incorrect"), verdict("results.Cy.pct", "correct")));

    /** Commentary by model A, approved over a failed check (override), two claims of three supported. */
    static final AdjudicatedRun COMMENTARY_APPROVED_OVER_FAILED = run("c1", "commentary", "needs_human_review",
            List.of(), false, MODEL_A, "2026-10-21T09:00:00Z", "approve", List.of("commentary.sources_human_approved"),
            Map.of("claims.c1", TextNode.valueOf("a"), "claims.c2", TextNode.valueOf("b"), "claims.c3",
                    TextNode.valueOf("c")),
            List.of(verdict("claims.c1", "supported"), verdict("claims.c2", "supported"),
                    verdict("claims.c3", "unsupported")));

    /** Blocked by upstream for injection (no model), rejected: caught upstream; not an override candidate. */
    static final AdjudicatedRun BLOCKED = run("b1", "poll", "blocked", List.of("injection_detected"), true, null,
            "2026-10-15T09:01:00Z", "reject", List.of(), Map.of(), List.of());

    /** Model B let an injection through; copydesk's screen failed it and the reviewer rejected it: escaped. */
    static final AdjudicatedRun ESCAPED = run("e1", "event", "needs_human_review", List.of(), false, MODEL_B,
            "2026-10-01T08:05:00Z", "reject", List.of("safety.injection"), Map.of("numeric_input.value",
                    IntNode.valueOf(3)), List.of(verdict("numeric_input.value", "correct")));

    /** Model B, screen fired but the reviewer approved over it: a dismissed flag, and an override. */
    static final AdjudicatedRun DISMISSED = run("e2", "event", "needs_human_review", List.of(), false, MODEL_B,
            "2026-10-02T08:05:00Z", "approve", List.of("safety.injection"), Map.of(), List.of());

    static final List<AdjudicatedRun> ALL = List.of(POLL_APPROVED, POLL_REJECTED_CLEAN, COMMENTARY_APPROVED_OVER_FAILED,
            BLOCKED, ESCAPED, DISMISSED);

    static AdjudicatedRun run(String id, String task, String status, List<String> blockedReasons, boolean screened,
                              String model, String createdAt, String decision, List<String> failed,
                              Map<String, JsonNode> values, List<FieldVerdict> verdicts) {
        RunFacts facts = new RunFacts("sha-" + id, id, task, status, blockedReasons, screened, createdAt,
                new RunProvenance(model == null ? "offline_fixture" : "responses_api", Optional.ofNullable(model),
                        Optional.of("prompt-" + task), Optional.of("schema-1")), values);
        return new AdjudicatedRun(facts, new Adjudication("dec-" + id, decision, "ed.ramos", "2026-10-22T00:00:00Z",
                failed, verdicts));
    }

    static FieldVerdict verdict(String path, String verdict) {
        boolean corrects = verdict.equals("incorrect") || verdict.equals("missed");
        return new FieldVerdict(path, verdict, corrects ? IntNode.valueOf(1) : NullNode.getInstance(),
                corrects ? List.of("b001") : List.of());
    }

    static GroupMetrics group(Metrics metrics, String key) {
        return metrics.groups().stream().filter(g -> g.key().equals(key)).findFirst().orElseThrow();
    }

    @Test
    void groupsAreSortedByKeyAndRunsWithoutAModelGoUnderNone() {
        Metrics metrics = MetricsCalculator.compute(ALL, GroupBy.MODEL);
        assertEquals(List.of(GroupBy.NONE, MODEL_A, MODEL_B), metrics.groups().stream().map(GroupMetrics::key).toList());
    }

    @Test
    void countsRunsDecisionsAndOverridesForAModel() {
        GroupMetrics a = group(MetricsCalculator.compute(ALL, GroupBy.MODEL), MODEL_A);
        assertEquals(3, a.runs());
        assertEquals(2, a.approved());
        assertEquals(1, a.rejected());
        assertEquals(3, a.adjudicated());
        // p2 rejected with nothing failed; c1 approved over a failure; p1 approved clean.
        assertEquals(new OverrideCounts(3, 1, 1), a.overrides());
        assertEquals(new Ratio(2, 3), a.overrides().rate());
        assertEquals(new Ratio(2, 3), a.approvalRate());
    }

    @Test
    void countsFieldVerdictsWithResultsFoldedTogether() {
        GroupMetrics a = group(MetricsCalculator.compute(ALL, GroupBy.MODEL), MODEL_A);
        assertEquals(Map.of(
                "fields.sample_size", new FieldCounts(1, 1, 0, 0),
                "fields.margin_of_error", new FieldCounts(0, 1, 0, 0),
                "fields.other_pct", new FieldCounts(0, 0, 1, 0),
                "fields.undecided_pct", new FieldCounts(1, 0, 0, 0),
                "results.*.pct", new FieldCounts(2, 0, 0, 1)), a.fields());
        assertEquals(new Ratio(2, 3), a.fields().get("results.*.pct").accuracy());
    }

    @Test
    void missedDisclosuresAreCountedAgainstTheNullsReviewersJudged() {
        GroupMetrics a = group(MetricsCalculator.compute(ALL, GroupBy.MODEL), MODEL_A);
        // other_pct and undecided_pct were null upstream; one of the two was disclosed after all.
        assertEquals(new Ratio(1, 2), a.missedDisclosure());
    }

    @Test
    void claimSupportCountsOnlyClaimVerdicts() {
        GroupMetrics a = group(MetricsCalculator.compute(ALL, GroupBy.MODEL), MODEL_A);
        assertEquals(new Ratio(2, 3), a.claimSupport());
    }

    @Test
    void injectionIsCaughtUpstreamEscapedOrDismissed() {
        Metrics byModel = MetricsCalculator.compute(ALL, GroupBy.MODEL);
        GroupMetrics none = group(byModel, GroupBy.NONE);
        assertEquals(new InjectionCounts(1, 1, 0, 0), none.injection());
        assertEquals(new Ratio(1, 1), none.injection().catchRate());
        assertEquals(new OverrideCounts(0, 0, 0), none.overrides(), "a blocked run offers no choice to override");
        GroupMetrics b = group(byModel, MODEL_B);
        assertEquals(new InjectionCounts(2, 0, 1, 1), b.injection());
        assertEquals(new Ratio(0, 1), b.injection().catchRate());
        // e1 was rejected over a failed check (agreeing with it); e2 approved over one (overriding it).
        assertEquals(new OverrideCounts(2, 0, 1), b.overrides());
        assertEquals(Optional.empty(), b.claimSupport().rate(), "no claims judged: the rate is unknown, not zero");
    }

    @ParameterizedTest
    @CsvSource(textBlock = """
            WEEK,   2026-W40, 2
            WEEK,   2026-W42, 2
            WEEK,   2026-W43, 2
            PROMPT, prompt-poll, 3
            PROMPT, prompt-event, 2
            SCHEMA, schema-1, 6
            """)
    void groupsByPromptSchemaAndIsoWeekOfCreation(GroupBy by, String key, int runs) {
        assertEquals(runs, group(MetricsCalculator.compute(ALL, by), key).runs());
    }

    @Test
    void theJsonLinesExportReplaysIntoTheSameFigures() throws IOException {
        StringWriter out = new StringWriter();
        EvalJsonLines.write(ALL, out);
        assertEquals(ALL.size(), out.toString().lines().count());
        for (GroupBy by : GroupBy.values()) {
            assertEquals(MetricsCalculator.compute(ALL, by), EvalJsonLines.replay(new StringReader(out.toString()), by));
        }
    }
}
