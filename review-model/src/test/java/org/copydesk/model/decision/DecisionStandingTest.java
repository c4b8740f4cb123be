package org.copydesk.model.decision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.copydesk.model.json.Json;
import org.junit.jupiter.api.Test;

class DecisionStandingTest {

    private static ReviewDecision decision(String sha, String says, String reviewer, String supersedes) {
        return new ReviewDecision("store-1", new DecisionSubject("shadow_run", List.of("r1")), says, "why",
                new Reviewer(reviewer, "editor", "SHA256:" + reviewer), "2026-10-15T09:12:44Z", Optional.empty(),
                Optional.ofNullable(supersedes), Optional.empty(), sha, Json.nodes().objectNode());
    }

    private static List<String> digests(List<ReviewDecision> decisions) {
        return decisions.stream().map(ReviewDecision::decisionSha256).toList();
    }

    @Test
    void noDecisionsStandNothingAndDisagreeOnNothing() {
        DecisionStanding none = DecisionStanding.of(List.of(), List.of());
        assertFalse(none.disagree());
        assertEquals(Optional.empty(), none.latest());
        assertEquals(Optional.empty(), none.supersededBy("approve"));
    }

    @Test
    void twoValidDecisionsThatDisagreeAndSupersedeNothingAreAConflict() {
        ReviewDecision ed = decision("a", "approve", "ed.ramos", null);
        ReviewDecision kim = decision("b", "reject", "kim.lee", null);
        DecisionStanding standing = DecisionStanding.of(List.of(ed, kim), List.of());
        assertTrue(standing.disagree());
        assertEquals(List.of(ed, kim), standing.standing());
        assertEquals(List.of("approve", "reject"), standing.sides());
    }

    @Test
    void twoValidDecisionsThatAgreeAreNoConflictAndTheLatestIsTheSubjects() {
        ReviewDecision ed = decision("a", "approve", "ed.ramos", null);
        ReviewDecision kim = decision("b", "approve", "kim.lee", null);
        DecisionStanding standing = DecisionStanding.of(List.of(ed, kim), List.of());
        assertFalse(standing.disagree());
        assertEquals(Optional.of(kim), standing.latest());
    }

    @Test
    void aDecisionSupersededThroughAChainOfSupersededDecisionsNoLongerStands() {
        ReviewDecision first = decision("a", "approve", "ed.ramos", null);
        ReviewDecision second = decision("b", "approve", "ed.ramos", "a");
        ReviewDecision third = decision("c", "reject", "ed.ramos", "b");
        // The verifier calls the first valid again (its superseder is itself superseded); the chain still covers it.
        DecisionStanding standing = DecisionStanding.of(List.of(first, third), List.of(second));
        assertFalse(standing.disagree());
        assertEquals(List.of("c"), digests(standing.standing()));
    }

    @Test
    void signingOneSideSupersedesTheOtherSideSoTheConflictIsResolved() {
        ReviewDecision ed = decision("a", "approve", "ed.ramos", null);
        ReviewDecision kim = decision("b", "reject", "kim.lee", null);
        DecisionStanding conflict = DecisionStanding.of(List.of(ed, kim), List.of());
        assertEquals(Optional.of("a"), conflict.supersededBy("reject"));
        assertEquals(Optional.of("b"), conflict.supersededBy("approve"));
        ReviewDecision resolving = decision("c", "reject", "ed.ramos", conflict.supersededBy("reject").orElseThrow());
        DecisionStanding resolved = DecisionStanding.of(List.of(kim, resolving), List.of(ed));
        assertFalse(resolved.disagree());
        assertEquals(List.of("b", "c"), digests(resolved.standing()));
    }

    @Test
    void aDecisionAgreeingWithTheOnlyStandingOneSupersedesIt() {
        ReviewDecision ed = decision("a", "approve", "ed.ramos", null);
        assertEquals(Optional.of("a"), DecisionStanding.of(List.of(ed), List.of()).supersededBy("approve"));
    }

    @Test
    void whatADeskHasNotSeenIsTheStandingDecisionsOutsideWhatItLoaded() {
        ReviewDecision ed = decision("a", "approve", "ed.ramos", null);
        ReviewDecision kim = decision("b", "reject", "kim.lee", null);
        DecisionStanding standing = DecisionStanding.of(List.of(ed, kim), List.of());
        assertEquals(List.of(kim), standing.unseen(Set.of("a")));
        assertEquals(List.of(), standing.unseen(Set.of("a", "b")));
    }

    @Test
    void aSupersedesCycleDoesNotLoop() {
        ReviewDecision a = decision("a", "approve", "ed.ramos", "b");
        ReviewDecision b = decision("b", "reject", "kim.lee", "a");
        assertEquals(List.of(), DecisionStanding.of(List.of(a, b), List.of()).standing());
    }
}
