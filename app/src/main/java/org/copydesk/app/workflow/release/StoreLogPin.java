package org.copydesk.app.workflow.release;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.copydesk.app.workflow.decide.RosterWorkflow;
import org.copydesk.app.workflow.log.Consistency;
import org.copydesk.app.workflow.log.ConsistencyResult;
import org.copydesk.model.checks.release.DecisionLogPin;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.model.log.SignedCheckpoint;
import org.copydesk.store.EvidenceStore;

/**
 * A release tree's pinned checkpoint judged against this store: it must read, be signed by a key
 * the store's roster held at its time, and be a prefix of the store's decision log.
 */
public final class StoreLogPin implements DecisionLogPin {

    private final Path releaseDir;
    private final EvidenceStore store;
    private final RosterWorkflow roster;

    public StoreLogPin(Path releaseDir, EvidenceStore store, RosterWorkflow roster) {
        this.releaseDir = releaseDir;
        this.store = store;
        this.roster = roster;
    }

    @Override
    public Optional<byte[]> pinned() {
        Path file = releaseDir.resolve(PATH);
        if (!Files.isRegularFile(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return Optional.empty();
        }
        try {
            return Optional.of(Files.readAllBytes(file));
        } catch (IOException e) {
            return Optional.of(new byte[0]);
        }
    }

    @Override
    public Optional<String> problem(byte[] bytes) {
        SignedCheckpoint checkpoint;
        try {
            checkpoint = SignedCheckpoint.from(Json.parse(bytes));
        } catch (MalformedDocumentException e) {
            return Optional.of("not a decision-log checkpoint: " + e.getMessage());
        }
        if (!checkpoint.signatureVerifies() || roster.current().activeAt(checkpoint.signerId(),
                checkpoint.signerKeyId(), checkpoint.signedAt()).isEmpty()) {
            return Optional.of("its signature by " + checkpoint.signerId() + " does not verify under this store's roster");
        }
        ConsistencyResult result = Consistency.check(store, checkpoint);
        return result.problem();
    }
}
