package org.copydesk.app.desktop.duplicates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.SharedVectors;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.model.checks.duplicates.DuplicateKind;
import org.copydesk.model.checks.duplicates.DuplicateSuggestion;
import org.copydesk.model.checks.duplicates.SampleKey;
import org.copydesk.model.json.Json;
import org.copydesk.model.run.ShadowRun;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The comparison without a toolkit: the vector poll beside a hand-made near-duplicate that
 * screens registered voters, drops the undecided share, moves one candidate and adds another.
 */
class ComparisonViewModelTest {

    private static final String LEFT = "a".repeat(64);
    private static final String RIGHT = "b".repeat(64);

    private final List<List<String>> decided = new ArrayList<>();
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private ComparisonViewModel viewModel;
    private int refreshed;

    @BeforeEach
    void setUp() throws IOException {
        ObjectNode original = poll();
        ObjectNode variant = poll();
        ObjectNode fields = (ObjectNode) variant.get("output").get("fields");
        ((ObjectNode) fields.get("population")).put("value", "RV");
        ((ObjectNode) fields.get("sponsor")).put("value", "example news ");
        ((ObjectNode) fields.get("margin_of_error")).put("value", 4.40);
        ((ObjectNode) fields.get("undecided_pct")).putNull("value");
        ((ObjectNode) fields.get("question_text")).put("value",
                "If the election for governor were held today among registered voters, for whom would you vote?");
        ArrayNode results = (ArrayNode) variant.get("output").get("results");
        ((ObjectNode) results.get(1)).put("pct", 43).put("candidate", " marcus ode");
        results.addObject().put("candidate", "Lena Park").put("party", "I").put("pct", 6).putArray("evidence").add("b004");

        Map<String, ShadowRun> runs = Map.of(LEFT, ShadowRun.from(original), RIGHT, ShadowRun.from(variant));
        PairEntry entry = entry(Optional.empty());
        PairSource source = new PairSource() {
            @Override
            public List<PairEntry> pairs() {
                return decided.isEmpty() ? List.of(entry) : List.of(entry(Optional.of("distinct")));
            }

            @Override
            public Optional<ShadowRun> run(String recordSha256) {
                return Optional.ofNullable(runs.get(recordSha256));
            }
        };
        PairDecider decider = (pair, decision, done) -> {
            decided.add(List.of(pair.get(0), pair.get(1), decision));
            done.run();
        };
        viewModel = new ComparisonViewModel(source, decider, new SameThreadTaskRunner(), dialogs, () -> refreshed++);
        viewModel.load(entry);
    }

    @ParameterizedTest
    @CsvSource(textBlock = """
            pollster,        SAME
            sponsor,         SAME
            sample_size,     SAME
            margin_of_error, SAME
            population,      DIFFERS
            question_text,   DIFFERS
            undecided_pct,   ONLY_LEFT
            other_pct,       SAME
            """)
    void fieldsAlignByNameWithTheirDifference(String field, Difference expected) {
        assertEquals(expected, field(field).difference());
    }

    @Test
    void everyPollFieldHasARowInFieldOrder() {
        assertEquals(List.of("pollster", "sponsor", "field_start", "field_end", "release_date", "population",
                "sample_size", "margin_of_error", "mode", "question_text", "undecided_pct", "other_pct"),
                viewModel.fields().stream().map(ComparedField::name).toList());
    }

    @Test
    void aFieldDisclosedOnOneSideOnlyShowsNotDisclosedOnTheOther() {
        ComparedField undecided = field("undecided_pct");
        assertEquals("9", undecided.left());
        assertEquals(Comparer.NOT_DISCLOSED, undecided.right());
    }

    @Test
    void resultsAlignByCandidateOverTheUnionOfBothSides() {
        List<String> rows = viewModel.results().stream()
                .map(r -> r.candidate() + "|" + r.left() + "|" + r.right() + "|" + r.difference())
                .collect(Collectors.toList());
        assertEquals(List.of("Dana Whitfield|46|46|SAME", "Marcus Ode|45|43|DIFFERS",
                "Lena Park|" + Comparer.ABSENT + "|6|ONLY_RIGHT"), rows);
    }

    @Test
    void theQuestionDiffMarksExactlyTheWordsOutsideTheCommonSubsequence() {
        QuestionDiff diff = viewModel.questionProperty().get();
        // Words compare with their punctuation: "today," lost its comma to the insertion, so it is marked too.
        assertEquals(List.of("today,"), marked(diff.left()));
        assertEquals(List.of("today", "among", "registered", "voters,"), marked(diff.right()));
    }

    @Test
    void theQuestionsAreShownInFull() {
        QuestionDiff diff = viewModel.questionProperty().get();
        assertEquals("If the election for governor were held today, for whom would you vote?",
                diff.left().stream().map(DiffWord::text).collect(Collectors.joining(" ")));
        assertFalse(diff.identical());
    }

    @Test
    void clickingAFieldsEvidenceShowsThatSidesCitedBlockText() {
        viewModel.showEvidence(Side.RIGHT, field("sample_size"));
        assertTrue(viewModel.evidenceProperty(Side.RIGHT).get().startsWith("sample_size cites:\nb003  "),
                viewModel.evidenceProperty(Side.RIGHT).get());
        assertEquals("", viewModel.evidenceProperty(Side.LEFT).get());
    }

    @Test
    void aProbableSameSamplePairHasNoSharedDocumentBanner() {
        assertEquals("", viewModel.bannerProperty().get());
        assertEquals("pending", viewModel.decisionProperty().get());
    }

    @Test
    void decidingSignsOnBothDigestsAndShowsTheDecision() {
        viewModel.decide(ComparisonViewModel.DISTINCT);
        assertEquals(List.of(List.of(LEFT, RIGHT, "distinct")), decided);
        assertEquals("distinct", viewModel.decisionProperty().get());
        assertEquals(1, refreshed);
        assertEquals(List.of(), dialogs.errors());
    }

    private ComparedField field(String name) {
        return viewModel.fields().stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }

    private static List<String> marked(List<DiffWord> words) {
        return words.stream().filter(DiffWord::changed).map(DiffWord::text).toList();
    }

    private static PairEntry entry(Optional<String> decision) {
        DuplicateSuggestion suggestion = new DuplicateSuggestion(DuplicateKind.PROBABLE_SAME_SAMPLE, List.of(LEFT, RIGHT),
                SampleKey.FIELDS, "same sample", false);
        return new PairEntry(suggestion, new PairSide(LEFT, "Harbor poll · Example News", "Harbor Research"),
                new PairSide(RIGHT, "Harbor poll (RV) · Example News", "Harbor Research"), decision);
    }

    private static ObjectNode poll() throws IOException {
        return (ObjectNode) Json.parse(Files.readAllBytes(SharedVectors.bundle().resolve("runs")
                .resolve("f5197fc2656047b932614b878e82b6a261c94f0f0ba057ec4831acea73ec5296.json")));
    }
}
