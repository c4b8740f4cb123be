package org.copydesk.app.desktop.verdicts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class VerdictsViewModelTest {

    private static final String POLL = "poll-sha";
    private static final String OTHER = "other-sha";
    private static final VerdictItem SAMPLE = VerdictItem.field("fields.sample_size", "sample_size", false, "500",
            List.of("b003"));
    private static final VerdictItem MARGIN = VerdictItem.field("fields.margin_of_error", "margin_of_error", false,
            "4.4", List.of("b003"));
    private static final VerdictItem OTHER_PCT = VerdictItem.field("fields.other_pct", "other_pct", true,
            "null · not disclosed", List.of());
    private static final VerdictItem CLAIM = VerdictItem.claim("c1");

    private final VerdictsViewModel verdicts = new VerdictsViewModel();

    @BeforeEach
    void openPoll() {
        verdicts.open(POLL, List.of(SAMPLE, MARGIN, OTHER_PCT));
    }

    @Test
    void cMarksTheFocusedFieldCorrectAndTheTallyCountsIt() {
        verdicts.focus(SAMPLE.path());
        verdicts.correct();
        assertEquals(Verdict.CORRECT, verdicts.drafts().get(SAMPLE.path()).verdict());
        assertEquals("1 of 3 fields judged", verdicts.tallyProperty().get());
    }

    @Test
    void cOnAClaimMeansSupportedAndXIsRefusedWithAReason() {
        verdicts.open(OTHER, List.of(CLAIM));
        verdicts.focus(CLAIM.path());
        verdicts.incorrect();
        assertTrue(verdicts.drafts().isEmpty());
        assertEquals("A claim is supported (C) or unsupported (U).", verdicts.noticeProperty().get());
        verdicts.correct();
        assertEquals(Verdict.SUPPORTED, verdicts.drafts().get(CLAIM.path()).verdict());
        assertEquals("1 of 1 claims judged", verdicts.tallyProperty().get());
    }

    @Test
    void xOpensTheEditorOnUpstreamsValueAndEvidenceAndKeepsATypedNumber() {
        verdicts.focus(MARGIN.path());
        verdicts.incorrect();
        CorrectionEditor editor = verdicts.editor();
        assertTrue(editor.editingProperty().get());
        assertEquals("4.4", editor.textProperty().get());
        assertEquals(List.of("b003"), editor.evidence());
        editor.textProperty().set("3.5");
        editor.toggle("b004");
        editor.toggle("b003");
        editor.confirm();
        assertFalse(editor.editingProperty().get());
        VerdictDraft draft = verdicts.drafts().get(MARGIN.path());
        assertEquals(Verdict.INCORRECT, draft.verdict());
        assertTrue(draft.correctedValue().orElseThrow().isNumber());
        assertEquals(3.5, draft.correctedValue().orElseThrow().doubleValue());
        assertEquals(List.of("b004"), draft.evidence());
    }

    @Test
    void aDecisionWaitsWhileACorrectionIsStillOpen() {
        assertFalse(verdicts.correctionOpen());
        verdicts.focus(MARGIN.path());
        verdicts.incorrect();
        assertTrue(verdicts.correctionOpen(), "A or R now would sign without the correction on screen");
        assertTrue(verdicts.noticeProperty().get().startsWith("Finish the correction first"));
        verdicts.editor().cancel();
        assertFalse(verdicts.correctionOpen());
    }

    @Test
    void aCorrectionOfTheWrongTypeIsNotKept() {
        verdicts.focus(SAMPLE.path());
        verdicts.incorrect();
        verdicts.editor().textProperty().set("about 500");
        verdicts.editor().confirm();
        assertTrue(verdicts.editor().editingProperty().get());
        assertEquals("Not kept: the corrected sample size must be a whole number of at least 1.",
                verdicts.editor().problemProperty().get());
        assertTrue(verdicts.drafts().isEmpty());
    }

    @Test
    void aCorrectionWithoutEvidenceIsNotKept() {
        verdicts.focus(OTHER_PCT.path());
        verdicts.missed();
        verdicts.editor().textProperty().set("2");
        verdicts.editor().confirm();
        assertEquals("Pick the blocks that show it: click them in the source.", verdicts.editor().problemProperty().get());
        verdicts.editor().toggle("b004");
        verdicts.editor().confirm();
        assertEquals(Verdict.MISSED, verdicts.drafts().get(OTHER_PCT.path()).verdict());
    }

    @Test
    void mOnAValueUpstreamGaveSaysWhyAndChangesNothing() {
        verdicts.focus(SAMPLE.path());
        verdicts.missed();
        assertFalse(verdicts.editor().editingProperty().get());
        assertTrue(verdicts.noticeProperty().get().startsWith("sample_size: M is for a value upstream left null"));
        assertTrue(verdicts.drafts().isEmpty());
    }

    @Test
    void escapeDropsTheCorrectionAndKeepsTheEarlierVerdict() {
        verdicts.focus(MARGIN.path());
        verdicts.correct();
        verdicts.incorrect();
        verdicts.editor().textProperty().set("3.5");
        verdicts.editor().cancel();
        assertEquals(Verdict.CORRECT, verdicts.drafts().get(MARGIN.path()).verdict());
    }

    @Test
    void shiftCMarksOnlyTheValuesNotJudgedYet() {
        verdicts.focus(SAMPLE.path());
        verdicts.unsupported();
        verdicts.allRemainingCorrect();
        assertEquals(Verdict.UNSUPPORTED, verdicts.drafts().get(SAMPLE.path()).verdict());
        assertEquals(Verdict.CORRECT, verdicts.drafts().get(MARGIN.path()).verdict());
        assertEquals(Verdict.CORRECT, verdicts.drafts().get(OTHER_PCT.path()).verdict());
        assertEquals("3 of 3 fields judged", verdicts.tallyProperty().get());
    }

    @Test
    void backspaceClearsTheFocusedVerdict() {
        verdicts.focus(SAMPLE.path());
        verdicts.correct();
        verdicts.clear();
        assertTrue(verdicts.drafts().isEmpty());
        assertEquals("0 of 3 fields judged", verdicts.tallyProperty().get());
    }

    @Test
    void draftsSurviveOpeningAnotherRecord() {
        verdicts.focus(SAMPLE.path());
        verdicts.correct();
        verdicts.open(OTHER, List.of(CLAIM));
        assertTrue(verdicts.drafts().isEmpty());
        verdicts.open(POLL, List.of(SAMPLE, MARGIN, OTHER_PCT));
        assertEquals(Verdict.CORRECT, verdicts.drafts().get(SAMPLE.path()).verdict());
        // What signing does to them: RecordDecisionsViewModelTest, with a decision really signed.
    }

    @Test
    void toSignListsTheVerdictsInRowOrderWithCountsAndCorrections() {
        verdicts.focus(OTHER_PCT.path());
        verdicts.missed();
        verdicts.editor().textProperty().set("2");
        verdicts.editor().toggle("b004");
        verdicts.editor().confirm();
        verdicts.focus(SAMPLE.path());
        verdicts.correct();
        VerdictsToSign signed = verdicts.toSign();
        JsonNode list = signed.json().orElseThrow();
        assertEquals(2, list.size());
        assertEquals("fields.sample_size", list.get(0).get("path").asText());
        assertTrue(list.get(0).get("corrected_value").isNull());
        assertEquals("missed", list.get(1).get("verdict").asText());
        assertEquals(2, list.get(1).get("corrected_value").intValue());
        assertEquals("b004", list.get(1).get("evidence").get(0).asText());
        assertEquals("2 of 3 judged: 1 correct, 1 missed; 1 left unjudged", signed.counts());
        assertEquals(List.of("missed  fields.other_pct → 2  (evidence b004)"), signed.corrections());
    }

    @Test
    void nothingJudgedSignsNoVerdicts() {
        assertTrue(verdicts.toSign().json().isEmpty());
    }
}
