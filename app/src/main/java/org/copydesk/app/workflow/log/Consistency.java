package org.copydesk.app.workflow.log;

import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

import org.copydesk.model.log.MerkleProofs;
import org.copydesk.model.log.MerkleTrees;
import org.copydesk.model.log.SignedCheckpoint;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.StoreException;

/**
 * Whether a checkpoint kept outside the store is a prefix of the store's log: same store, a
 * signature that verifies, and an RFC 6962 consistency proof from its size to the log's size that
 * verifies against both roots.
 */
public final class Consistency {

    private Consistency() {
    }

    public static ConsistencyResult check(EvidenceStore store, SignedCheckpoint kept) {
        long oldSize = kept.checkpoint().size();
        long newSize = store.log().size();
        String who = "the checkpoint signed by " + kept.signerId() + " at " + kept.signedAt();
        if (!kept.checkpoint().storeId().equals(store.storeId())) {
            return ConsistencyResult.refused(oldSize, newSize, who + " is for store " + kept.checkpoint().storeId()
                    + ", not " + store.storeId());
        }
        if (!kept.signatureVerifies()) {
            return ConsistencyResult.refused(oldSize, newSize, who + " has a signature that does not verify");
        }
        if (oldSize > newSize) {
            return ConsistencyResult.refused(oldSize, newSize, who + " covers " + oldSize
                    + " entries but the store's log holds only " + newSize + ": the history was rolled back");
        }
        try {
            List<byte[]> proof = MerkleTrees.consistency(store.log(), oldSize, newSize);
            byte[] newRoot = MerkleTrees.root(store.log(), newSize);
            if (!MerkleProofs.verifyConsistency(oldSize, newSize, kept.checkpoint().root(), newRoot, proof)) {
                return ConsistencyResult.refused(oldSize, newSize, "the store's first " + oldSize
                        + " entries are not the ones " + who + " covers: the history was rewritten or forked");
            }
            HexFormat hex = HexFormat.of();
            return new ConsistencyResult(true, oldSize, newSize, proof.stream().map(hex::formatHex).toList(),
                    Optional.empty());
        } catch (StoreException e) {
            return ConsistencyResult.refused(oldSize, newSize, "the store's log is damaged: " + e.getMessage());
        }
    }
}
