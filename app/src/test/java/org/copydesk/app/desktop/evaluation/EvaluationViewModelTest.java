package org.copydesk.app.desktop.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.SigningFixtures;
import org.copydesk.app.desktop.common.QueuedTaskRunner;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.workflow.decide.DecideRequest;
import org.copydesk.app.workflow.decide.KeyFiles;
import org.copydesk.app.workflow.metrics.GroupBy;
import org.copydesk.model.json.Json;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EvaluationViewModelTest {

    private static final String PROMPT = "46b8f6ec0c2b306929c273e6645013b0a2d558a61bf629262e32ef4c7373d9fb";
    private static final String VERDICTS = "[{\"path\": \"fields.sample_size\", \"verdict\": \"correct\", "
            + "\"corrected_value\": null, \"evidence\": []},"
            + "{\"path\": \"fields.margin_of_error\", \"verdict\": \"incorrect\", \"corrected_value\": 3.5, "
            + "\"evidence\": [\"b003\"]},"
            + "{\"path\": \"results.Dana Whitfield.pct\", \"verdict\": \"correct\", \"corrected_value\": null, "
            + "\"evidence\": []}]";

    @TempDir
    Path dir;

    private EvidenceStore store;
    private AppRoot services;
    private EvaluationViewModel evaluation;

    @BeforeEach
    void open() {
        store = DeskFixtures.vectorStore(dir);
        services = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
        evaluation = new EvaluationViewModel(services.metrics()::adjudicatedRuns, new SameThreadTaskRunner(),
                new RecordingDialogs());
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void withoutDecisionsThereAreNoGroupsAndTheSummarySaysSo() {
        evaluation.refresh();
        assertTrue(evaluation.groups().isEmpty());
        assertEquals("0 runs with a valid decision, 0 with field verdicts, in 0 groups by model",
                evaluation.summaryProperty().get());
        assertFalse(evaluation.loadingProperty().get());
    }

    @Test
    void aSignedDecisionsVerdictsAreCountedWithTheirDenominators() {
        approveThePollWithVerdicts();
        evaluation.refresh();
        assertEquals(1, evaluation.groups().size());
        GroupRow group = evaluation.groups().get(0);
        assertEquals("gpt-5.6-sol-2026-08-01", group.key());
        assertEquals("2 of 3 · 66.7%", group.accuracy());
        assertEquals("0 of 1 · 0.0%", group.overrides());
        assertEquals("0 of 0 · —", group.claimSupport());
        assertEquals(List.of("fields.margin_of_error", "fields.sample_size", "results.*.pct"),
                evaluation.fields().stream().map(FieldFigureRow::path).toList());
        assertTrue(evaluation.fieldsTitleProperty().get().startsWith("Per-field accuracy · gpt-5.6-sol-2026-08-01"));
    }

    @Test
    void choosingAnotherGroupingRegroupsTheSameRuns() {
        approveThePollWithVerdicts();
        evaluation.refresh();
        evaluation.groupByProperty().set(GroupBy.PROMPT);
        assertEquals(PROMPT, evaluation.groups().get(0).key());
        evaluation.groupByProperty().set(GroupBy.WEEK);
        assertEquals("2026-W42", evaluation.groups().get(0).key());
    }

    @Test
    void theChartsGiveAccuracyPerWeekAndPerPromptDigest() {
        approveThePollWithVerdicts();
        evaluation.refresh();
        ChartSeries all = evaluation.weekly().get(0);
        assertEquals(EvaluationFigures.ALL_FIELDS, all.name());
        assertEquals(1, all.points().size());
        assertEquals("2026-W42", all.points().get(0).category());
        assertEquals(66.67, all.points().get(0).percent(), 0.01);
        assertEquals("2 of 3", all.points().get(0).counts());
        // Beside all fields, the weakest field of the group until another is chosen.
        assertEquals(List.of(EvaluationFigures.ALL_FIELDS, "fields.margin_of_error"),
                evaluation.weekly().stream().map(ChartSeries::name).toList());
        evaluation.plot(evaluation.fields().stream().filter(f -> f.path().equals("results.*.pct")).findFirst()
                .orElseThrow());
        assertEquals("results.*.pct", evaluation.weekly().get(1).name());
        assertEquals(100.0, evaluation.weekly().get(1).points().get(0).percent());
        ChartSeries accuracy = evaluation.byPrompt().get(0);
        assertEquals("46b8f6ec", accuracy.points().get(0).category());
        assertEquals(100.0, evaluation.byPrompt().get(1).points().get(0).percent());
    }

    @Test
    void aComputationFromBeforeTheDecisionAnsweringLastIsNotShown() {
        QueuedTaskRunner runner = new QueuedTaskRunner();
        EvaluationViewModel late = new EvaluationViewModel(services.metrics()::adjudicatedRuns, runner,
                new RecordingDialogs());
        late.refresh();
        runner.runAll();
        approveThePollWithVerdicts();
        // Regrouping computes from the runs read before the decision; the page shown again reads them afresh.
        late.groupByProperty().set(GroupBy.PROMPT);
        late.refresh();
        runner.runNewestFirst();
        assertEquals(List.of(PROMPT), late.groups().stream().map(GroupRow::key).toList());
        assertEquals("1 run with a valid decision, 1 with field verdicts, in 1 group by prompt",
                late.summaryProperty().get());
        assertFalse(late.loadingProperty().get());
    }

    private void approveThePollWithVerdicts() {
        Path keyFile = SigningFixtures.editorOnRoster(services, dir.resolve("keys"));
        SigningKey key = KeyFiles.unlock(keyFile, SigningFixtures.PASSPHRASE.toCharArray());
        try {
            services.decisions().decide(new DecideRequest(List.of(DeskFixtures.VECTOR_POLL), "approve",
                    "Checked against the source", Optional.of(Json.parse(VERDICTS.getBytes())), key));
        } finally {
            key.destroy();
        }
    }
}
