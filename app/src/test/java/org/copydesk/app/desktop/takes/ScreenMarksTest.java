package org.copydesk.app.desktop.takes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;

import org.copydesk.model.checks.CheckResult;
import org.copydesk.model.checks.Verdict;
import org.junit.jupiter.api.Test;

class ScreenMarksTest {

    private static final String TEXT = "Watch the polls: Ode will win in 2026, see www.example.org now.";

    private static CheckResult failed(String id, String detail) {
        return new CheckResult(id, Verdict.FAILED, detail);
    }

    @Test
    void aHitIsMarkedAtItsOffsetInItsOwnSectionOnly() {
        List<CheckResult> results = List.of(failed("take.no_certainty",
                "race_state says \"will win\" at 4; what_to_watch says \"will win\" at 21"));
        assertEquals(List.of(new TextMark(21, 29, "take.no_certainty")),
                ScreenMarks.find("what_to_watch", TEXT, results));
    }

    @Test
    void anOffsetThatDoesNotHoldTheWordsFallsBackToWhereTheyStand() {
        List<CheckResult> results = List.of(failed("take.no_links", "what_to_watch holds \"www.example.org\" at 3"));
        assertEquals(List.of(new TextMark(43, 58, "take.no_links")), ScreenMarks.find("what_to_watch", TEXT, results));
    }

    @Test
    void aDigitMarksItsWholeNumberAndWordsNotInTheTextMarkNothing() {
        List<CheckResult> results = List.of(
                failed("take.no_numbers", "what_to_watch holds a digit at 33 (\"will win in 2026, see\")"),
                failed("take.no_advocacy", "what_to_watch says \"vote for\" at 5"));
        assertEquals(List.of(new TextMark(33, 37, "take.no_numbers")), ScreenMarks.find("what_to_watch", TEXT, results));
    }

    @Test
    void passedChecksMarkNothing() {
        List<CheckResult> results = List.of(new CheckResult("take.watch_language", Verdict.PASSED,
                "what_to_watch says \"watch\" at 0"));
        assertEquals(List.of(), ScreenMarks.find("what_to_watch", TEXT, results));
    }

    @Test
    void piecesCutTheTextAtTheMarksAndDropAnOverlap() {
        TakeSection section = new TakeSection("what_to_watch", true, TEXT, List.of(), List.of(
                new TextMark(21, 29, "take.no_certainty"), new TextMark(25, 29, "take.other")));
        assertEquals(List.of(new TextPiece(TEXT.substring(0, 21), Optional.empty()),
                new TextPiece("will win", Optional.of("take.no_certainty")),
                new TextPiece(TEXT.substring(29), Optional.empty())), section.pieces());
    }
}
