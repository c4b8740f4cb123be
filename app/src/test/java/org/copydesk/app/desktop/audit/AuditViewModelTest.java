package org.copydesk.app.desktop.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.SigningFixtures;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.desktop.queue.FilterOption;
import org.copydesk.app.workflow.decide.DecideRequest;
import org.copydesk.app.workflow.decide.DecisionState;
import org.copydesk.app.workflow.decide.KeyFiles;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AuditViewModelTest {

    @TempDir
    Path dir;

    private EvidenceStore store;
    private AuditViewModel audit;
    private AppRoot services;

    @BeforeEach
    void open() {
        store = DeskFixtures.vectorStore(dir);
        services = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
        Path keyFile = SigningFixtures.editorOnRoster(services, dir.resolve("keys"));
        SigningKey key = KeyFiles.unlock(keyFile, SigningFixtures.PASSPHRASE.toCharArray());
        services.decisions().decide(new DecideRequest(List.of(DeskFixtures.VECTOR_POLL), "approve",
                "Numbers match the cited blocks", Optional.empty(), key));
        services.decisions().decide(new DecideRequest(List.of(DeskFixtures.VECTOR_POLL), "reject",
                "Wrong candidate shares after all", Optional.empty(), key));
        key.destroy();
        audit = new AuditViewModel(services.verify()::verifyAll, new SameThreadTaskRunner(), new RecordingDialogs());
        audit.checkLogWith(services.log()::reportWithWitness);
        audit.refresh();
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void listsEveryDecisionNewestFirstWithItsState() {
        assertEquals(2, audit.rows().size());
        assertEquals("reject", audit.rows().get(0).decision());
        assertEquals(DecisionState.VALID, audit.rows().get(0).state());
        assertEquals(DecisionState.SUPERSEDED, audit.rows().get(1).state());
        assertEquals("2 of 2 decisions", audit.summaryProperty().get());
    }

    @Test
    void filtersByStateWithCountsPerChoice() {
        assertTrue(audit.stateOptions().contains(FilterOption.of("superseded", 1)));
        assertTrue(audit.stateOptions().contains(FilterOption.of("valid", 1)));
        audit.filterState(Optional.of("superseded"));
        assertEquals(1, audit.rows().size());
        assertEquals("approve", audit.rows().get(0).decision());
        assertEquals("1 of 2 decisions", audit.summaryProperty().get());
    }

    @Test
    void saysTheDecisionLogIsIntactWithItsLatestCheckpoint() {
        assertTrue(audit.logIntactProperty().get());
        assertTrue(audit.logLineProperty().get().startsWith("Decision log intact: "), audit.logLineProperty().get());
        assertTrue(audit.logLineProperty().get().contains("signed by " + SigningFixtures.EDITOR),
                audit.logLineProperty().get());
    }

    @Test
    void saysWhenTheDecisionLogIsNotIntact() throws java.sql.SQLException {
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + store.location());
             java.sql.Statement s = c.createStatement()) {
            s.executeUpdate("DROP TRIGGER decision_append_only_delete");
            s.executeUpdate("DROP TRIGGER decision_subject_append_only_delete");
            s.executeUpdate("DELETE FROM decision_subject WHERE decision_sha256 = "
                    + "(SELECT decision_sha256 FROM decision WHERE recorded_seq = 2)");
            s.executeUpdate("DELETE FROM decision WHERE recorded_seq = 2");
        }
        audit.refresh();
        assertFalse(audit.logIntactProperty().get());
        assertTrue(audit.logLineProperty().get().startsWith("⚠ Decision log NOT intact: "), audit.logLineProperty().get());
        assertTrue(audit.logLineProperty().get().contains("is no longer in the store: it was deleted"),
                audit.logLineProperty().get());
    }

    @Test
    void filtersByReviewer() {
        audit.filterReviewer(Optional.of("someone.else"));
        assertEquals(0, audit.rows().size());
        audit.filterReviewer(Optional.of(SigningFixtures.EDITOR));
        assertEquals(2, audit.rows().size());
    }
}
