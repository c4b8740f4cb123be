package org.copydesk.app.workflow.log;

import java.util.Optional;
import java.util.function.Supplier;

import org.copydesk.model.json.CanonicalJson;
import org.copydesk.model.log.Checkpoint;
import org.copydesk.model.log.MerkleTrees;
import org.copydesk.model.log.SignedCheckpoint;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.LogLeaf;
import org.copydesk.store.StoreException;

/**
 * A signing act and its checkpoint, together: the act's document is stored (and with it its log
 * leaf), then the checkpoint at the size just after that leaf is signed with the same key, all in
 * one transaction, so there is never a decision without its checkpoint or a checkpoint without
 * its leaf. A store this desk no longer trusts is refused before anything is written.
 */
public final class CheckpointSigner {

    private final EvidenceStore store;
    private final DeskWitness witness;

    public CheckpointSigner(EvidenceStore store, DeskWitness witness) {
        this.store = store;
        this.witness = witness;
    }

    /** Refuses to sign when the store's history is not the one this desk witnessed. */
    public void requireTrusted() {
        witness.requireTrusted();
    }

    /**
     * Runs {@code storeDocument} (which stores the act's document and returns its digest) and
     * signs the checkpoint after it, in one transaction; returns the checkpoint.
     */
    public SignedCheckpoint act(Supplier<String> storeDocument, String signerId, String signedAt, SigningKey key) {
        witness.requireTrusted();
        SignedCheckpoint signed = store.atomically(() -> signAfter(storeDocument.get(), signerId, signedAt, key));
        witness.advance(Optional.of(signed));
        return signed;
    }

    private SignedCheckpoint signAfter(String documentSha256, String signerId, String signedAt, SigningKey key) {
        LogLeaf leaf = store.log().leafFor(documentSha256).orElseThrow(() -> new StoreException(
                store.location() + ": the document " + documentSha256 + " has no entry in the decision log"));
        long size = leaf.index() + 1;
        Checkpoint checkpoint = new Checkpoint(store.storeId(), size, MerkleTrees.root(store.log(), size));
        SignedCheckpoint signed = SignedCheckpoint.sign(checkpoint, signerId, signedAt, key);
        store.log().appendCheckpoint(size, CanonicalJson.bytes(signed.toJson()));
        return signed;
    }
}
