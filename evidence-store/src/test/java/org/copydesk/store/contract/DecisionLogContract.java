package org.copydesk.store.contract;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.model.log.MemoryTree;
import org.copydesk.model.log.MerkleHash;
import org.copydesk.model.log.MerkleTrees;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.LogLeaf;
import org.copydesk.store.SignedDocument;
import org.copydesk.store.StoredDecision;
import org.junit.jupiter.api.Test;

public abstract class DecisionLogContract extends StoreContract {

    private static StoredDecision decision(String sha, String decidedAt) {
        return new StoredDecision(sha, "shadow_run", List.of("r-" + sha), "approve", "ed.ramos", decidedAt,
                Optional.empty(), 0, body("decided_at", decidedAt, sha), "sig");
    }

    private static byte[] body(String field, String at, String sha) {
        return ("{\"" + field + "\":\"" + at + "\",\"id\":\"" + sha + "\"}").getBytes(StandardCharsets.UTF_8);
    }

    private static SignedDocument change(String at, String sha) {
        return new SignedDocument(body("at", at, sha), Optional.empty());
    }

    @Test
    void everyAppendedDocumentIsALeafAndTheStoredNodesGiveTheRootsAndProofsOfTheLeaves() {
        try (EvidenceStore store = stores().open("s", Clock.systemUTC())) {
            store.roster().append(1, "c1", change("2026-10-14T08:00:00Z", "c1"));
            MemoryTree expected = new MemoryTree();
            expected.appendLeafHash(MerkleHash.leaf(body("at", "2026-10-14T08:00:00Z", "c1")));
            for (int i = 0; i < 37; i++) {
                StoredDecision d = decision("d" + i, "2026-10-15T09:00:00Z");
                store.decisions().append(d);
                expected.appendLeafHash(MerkleHash.leaf(d.body()));
            }
            assertEquals(38, store.log().size());
            assertEquals(List.of(LogLeaf.ROSTER_CHANGE, LogLeaf.DECISION),
                    store.log().leaves().stream().map(LogLeaf::kind).distinct().toList());
            for (long size = 0; size <= 38; size++) {
                assertArrayEquals(MerkleTrees.root(expected, size), MerkleTrees.root(store.log(), size));
            }
            assertEquals(expected.nodesAt(1) + expected.nodesAt(2) + expected.nodesAt(3) + expected.nodesAt(4)
                    + expected.nodesAt(5), store.log().storedNodes().size());
            for (long m = 0; m < 38; m += 5) {
                assertEquals(hex(MerkleTrees.inclusion(expected, m, 38)), hex(MerkleTrees.inclusion(store.log(), m, 38)));
                assertEquals(hex(MerkleTrees.consistency(expected, m, 38)),
                        hex(MerkleTrees.consistency(store.log(), m, 38)));
            }
        }
    }

    @Test
    void aStoreMadeBeforeTheLogBuildsItOnceOnOpenInterleavingByTheSignedTimes() throws SQLException {
        try (EvidenceStore store = stores().open("s", Clock.systemUTC())) {
            store.roster().append(1, "c1", change("2026-10-14T08:00:00Z", "c1"));
            store.decisions().append(decision("d1", "2026-10-15T09:00:00Z"));
            store.roster().append(2, "c2", change("2026-10-15T10:00:00Z", "c2"));
            store.decisions().append(decision("d2", "2026-10-15T10:00:00Z"));
        }
        asBeforeTheLog();
        try (EvidenceStore store = stores().open("s", Clock.systemUTC())) {
            assertEquals(List.of("c1", "d1", "c2", "d2"),
                    store.log().leaves().stream().map(LogLeaf::documentSha256).toList());
        }
    }

    @Test
    void aLogEmptiedAfterItWasBuiltIsNotRebuiltSilently() throws SQLException {
        try (EvidenceStore store = stores().open("s", Clock.systemUTC())) {
            store.decisions().append(decision("d1", "2026-10-15T09:00:00Z"));
        }
        stores().deleteAll("s", "log_leaf");
        try (EvidenceStore store = stores().open("s", Clock.systemUTC())) {
            assertEquals(0, store.log().size());
        }
    }

    @Test
    void plainSqlCannotDeleteOrChangeTheLog() throws SQLException {
        try (EvidenceStore store = stores().open("s", Clock.systemUTC())) {
            store.decisions().append(decision("d1", "2026-10-15T09:00:00Z"));
            store.decisions().append(decision("d2", "2026-10-15T09:00:00Z"));
            store.log().appendCheckpoint(2, "{}".getBytes(StandardCharsets.UTF_8));
        }
        for (String table : List.of("log_leaf", "log_node", "log_checkpoint", "log_info")) {
            assertThrows(SQLException.class, () -> stores().sql("s", "DELETE FROM " + table), table);
        }
        assertThrows(SQLException.class, () -> stores().sql("s", "UPDATE log_leaf SET leaf_index = leaf_index + 10"));
    }

    @Test
    void aSigningActThatFailsAfterItsDocumentLeavesNeitherDocumentNorLeaf() {
        try (EvidenceStore store = stores().open("s", Clock.systemUTC())) {
            assertThrows(IllegalStateException.class, () -> store.atomically(() -> {
                store.decisions().append(decision("d1", "2026-10-15T09:00:00Z"));
                assertEquals(1, store.log().size());
                throw new IllegalStateException("the signature could not be made");
            }));
            assertEquals(0, store.log().size());
            assertTrue(store.decisions().all().isEmpty());
            assertTrue(store.log().checkpoints().isEmpty());
        }
    }

    /** What a store made before the log looks like: no log rows and no note that it was built. */
    private void asBeforeTheLog() throws SQLException {
        for (String table : List.of("log_leaf", "log_node", "log_info")) {
            stores().deleteAll("s", table);
        }
    }

    private static List<String> hex(List<byte[]> hashes) {
        List<String> out = new ArrayList<>();
        hashes.forEach(h -> out.add(java.util.HexFormat.of().formatHex(h)));
        return out;
    }
}
