package org.copydesk.app.workflow.decide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.workflow.ListedRecord;
import org.copydesk.store.DecisionMark;
import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Two editors who disagree: the conflict is stated, resolved by signing one side, and a desk is told what it missed. */
class DecisionConflictTest {

    private static final String POLL = DeskFixtures.VECTOR_POLL;

    @TempDir
    Path dir;

    private EvidenceStore store;
    private AppRoot services;
    private TwoEditors editors;

    @BeforeEach
    void open() {
        store = DeskFixtures.vectorStore(dir);
        services = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
        editors = new TwoEditors(services, dir.resolve("keys"));
    }

    @AfterEach
    void close() {
        editors.close();
        store.close();
    }

    private Optional<String> listed(String id) {
        return services.list().all().stream().filter(r -> r.id().equals(id)).findFirst()
                .flatMap(ListedRecord::decision);
    }

    @Test
    void twoDecisionsSignedAtOnceThatDisagreeAreListedAsAConflictWithBothSides() {
        String ed = editors.decide(editors.ed, POLL, "approve", "Numbers match the cited blocks");
        String kim = editors.decideAtOnceWith(ed, editors.kim, "kim.lee", "reject", "2026-10-20T08:00:30Z");

        assertEquals(Optional.of("conflict"), listed(POLL));
        services.decisionStates().refresh();
        DecisionMark mark = services.decisionStates().marks(List.of(POLL)).get(POLL);
        assertEquals("conflict", mark.decision());
        assertEquals(List.of("ed.ramos approve " + ed, "kim.lee reject " + kim), mark.conflicting().stream()
                .map(m -> m.reviewerId() + " " + m.decision() + " " + m.decisionSha256()).toList());
    }

    @Test
    void twoDecisionsSignedAtOnceThatAgreeAreNoConflict() {
        String ed = editors.decide(editors.ed, POLL, "approve", "Numbers match the cited blocks");
        editors.decideAtOnceWith(ed, editors.kim, "kim.lee", "approve", "2026-10-20T08:00:30Z");
        assertEquals(Optional.of("approve"), listed(POLL));
    }

    @Test
    void signingOneSideSupersedesTheOtherAndResolvesTheConflict() {
        String ed = editors.decide(editors.ed, POLL, "approve", "Numbers match the cited blocks");
        String kim = editors.decideAtOnceWith(ed, editors.kim, "kim.lee", "reject", "2026-10-20T08:00:30Z");

        DecisionWorkflow.Signed resolving = services.decisions().decide(new DecideRequest(List.of(POLL), "reject",
                "Kim is right: the shares are of likely voters", Optional.empty(), editors.ed, Optional.of(Set.of(ed, kim))));

        assertEquals(Optional.of(ed), resolving.decision().supersedes());
        assertEquals(Optional.of("reject"), listed(POLL));
    }

    @Test
    void aDeskAboutToSignOverADecisionItHasNotSeenIsToldBeforeAnythingIsSigned() {
        int before = store.decisions().all().size();
        // ed's desk opened the record when it had no decision; kim decided meanwhile.
        String kim = editors.decide(editors.kim, POLL, "reject", "Wrong candidate shares");
        DecideRequest ed = new DecideRequest(List.of(POLL), "approve", "Numbers match the cited blocks",
                Optional.empty(), editors.ed, Optional.of(Set.of()));

        UnseenDecisionsException told = assertThrows(UnseenDecisionsException.class, () -> services.decisions().decide(ed));
        assertEquals("Not signed: since this record was opened, kim.lee signed reject at 08:00. "
                + "Read it, then confirm again to sign over it.", told.getMessage());
        assertEquals(before + 1, store.decisions().all().size());

        DecisionWorkflow.Signed over = services.decisions().decide(ed.seeing(told.standing()));
        assertEquals(Optional.of(kim), over.decision().supersedes());
        assertEquals(Optional.of("approve"), listed(POLL));
    }

    @Test
    void aDeskThatHasSeenEveryStandingDecisionSignsWithoutBeingStopped() {
        String kim = editors.decide(editors.kim, POLL, "reject", "Wrong candidate shares");
        DecisionWorkflow.Signed signed = services.decisions().decide(new DecideRequest(List.of(POLL), "approve",
                "Numbers match the cited blocks", Optional.empty(), editors.ed, Optional.of(Set.of(kim))));
        assertTrue(signed.decision().supersedes().isPresent());
    }
}
