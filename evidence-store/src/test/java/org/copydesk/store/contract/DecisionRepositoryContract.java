package org.copydesk.store.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

import org.copydesk.store.EvidenceStore;
import org.copydesk.store.PutResult;
import org.copydesk.store.SignedDocument;
import org.copydesk.store.StoreException;
import org.copydesk.store.StoredDecision;
import org.junit.jupiter.api.Test;

public abstract class DecisionRepositoryContract extends StoreContract {


    private static StoredDecision decision(String sha, String subject) {
        return new StoredDecision(sha, "shadow_run", List.of(subject), "approve", "ed.ramos", "2026-10-15T09:12:44Z",
                Optional.empty(), 0, ("{\"d\":\"" + sha + "\"}").getBytes(StandardCharsets.UTF_8), "sig");
    }

    @Test
    void appendsDecisionsInRecordingOrderAndFindsThemBySubject() {
        try (EvidenceStore store = stores().open("s", Clock.systemUTC())) {
            assertEquals(PutResult.STORED, store.decisions().append(decision("d1", "r1")));
            assertEquals(PutResult.STORED, store.decisions().append(decision("d2", "r2")));
            assertEquals(PutResult.STORED, store.decisions().append(decision("d3", "r1")));
            assertEquals(PutResult.UNCHANGED, store.decisions().append(decision("d1", "r1")));
            assertEquals(List.of("d1", "d3"),
                    store.decisions().forSubject("r1").stream().map(StoredDecision::decisionSha256).toList());
            assertEquals(List.of(1L, 2L, 3L),
                    store.decisions().all().stream().map(StoredDecision::recordedSequence).toList());
        }
    }

    @Test
    void plainSqlCannotDeleteOrChangeADecision() throws SQLException {
        try (EvidenceStore store = stores().open("s", Clock.systemUTC())) {
            store.decisions().append(decision("d1", "r1"));
        }
        assertThrows(SQLException.class, () -> stores().sql("s", "DELETE FROM decision"));
        assertThrows(SQLException.class, () -> stores().sql("s", "UPDATE decision SET decision = 'reject'"));
        assertThrows(SQLException.class, () -> stores().sql("s", "DELETE FROM decision_subject"));
    }

    @Test
    void refusesARosterChangeOutOfSequence() {
        try (EvidenceStore store = stores().open("s", Clock.systemUTC())) {
            SignedDocument change = new SignedDocument("{}".getBytes(StandardCharsets.UTF_8), Optional.empty());
            store.roster().append(1, "c1", change);
            assertThrows(StoreException.class, () -> store.roster().append(1, "c1b", change));
            store.roster().append(2, "c2", change);
            assertEquals(2, store.roster().all().size());
        }
    }
}
