package org.copydesk.app.workflow.log;

import java.util.List;
import java.util.Optional;

import org.copydesk.app.workflow.RefusedException;
import org.copydesk.model.decision.KeyIds;
import org.copydesk.model.decision.RosterChange;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.model.log.SignedCheckpoint;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.SignedDocument;
import org.copydesk.store.StoredCheckpoint;

/**
 * This desk as a witness of one store: on every open the store must still hold the history the
 * desk last verified (a consistent extension of its checkpoint) under the same pinned first owner;
 * otherwise the desk refuses to sign into it and says what changed. Like the client-side cache of
 * Go's checksum database.
 */
public final class DeskWitness {

    private static final String HOW_TO_GO_ON = "; inspect it read-only with `copydesk verify` and `copydesk log show`, "
            + "and only if this history is right run `copydesk log forget` so this desk trusts it as it is now";

    private final EvidenceStore store;
    private final HistoryWitness memory;

    public DeskWitness(EvidenceStore store, HistoryWitness memory) {
        this.store = store;
        this.memory = memory;
    }

    /** What changed since this desk last saw the store, if anything did. */
    public Optional<String> problem() {
        Optional<HistoryWitness.Witnessed> seen = memory.recall(store.storeId());
        if (seen.isEmpty()) {
            return Optional.empty();
        }
        Optional<String> owner = firstOwnerKeyId();
        if (owner.isEmpty() || !owner.get().equals(seen.get().firstOwnerKeyId())) {
            return Optional.of("this store was re-created: this desk knew it with first owner key "
                    + seen.get().firstOwnerKeyId() + ", and its roster now starts with "
                    + owner.orElse("no owner"));
        }
        if (seen.get().checkpoint().isEmpty()) {
            return Optional.empty();
        }
        ConsistencyResult result = Consistency.check(store, seen.get().checkpoint().get());
        return result.problem().map(p -> "this store's history is not the one this desk last verified: " + p);
    }

    /** Refuses to sign into a store whose history is not the one this desk witnessed. */
    public void requireTrusted() {
        Optional<String> problem = problem();
        if (problem.isPresent()) {
            throw new RefusedException("refusing to sign: " + problem.get() + HOW_TO_GO_ON);
        }
    }

    /** Records the store's first sight, once it has a first owner; later opens are checked against it. */
    public void observe() {
        if (memory.recall(store.storeId()).isEmpty()) {
            firstOwnerKeyId().ifPresent(owner -> memory.remember(new HistoryWitness.Witnessed(store.storeId(), owner,
                    latestVerified())));
        }
    }

    /** Moves the desk's memory on to {@code checkpoint} when it extends what the desk last saw. */
    public void advance(Optional<SignedCheckpoint> checkpoint) {
        Optional<String> owner = firstOwnerKeyId();
        if (owner.isEmpty() || problem().isPresent()) {
            return;
        }
        Optional<HistoryWitness.Witnessed> seen = memory.recall(store.storeId());
        long seenSize = seen.flatMap(HistoryWitness.Witnessed::checkpoint).map(c -> c.checkpoint().size()).orElse(-1L);
        Optional<SignedCheckpoint> newer = checkpoint.filter(c -> c.checkpoint().size() > seenSize)
                .filter(c -> Consistency.check(store, c).consistent());
        if (seen.isEmpty() || newer.isPresent()) {
            memory.remember(new HistoryWitness.Witnessed(store.storeId(), owner.get(),
                    newer.isPresent() ? newer : seen.flatMap(HistoryWitness.Witnessed::checkpoint)));
        }
    }

    public boolean forget() {
        return memory.forget(store.storeId());
    }

    private Optional<SignedCheckpoint> latestVerified() {
        Optional<StoredCheckpoint> latest = store.log().latestCheckpoint();
        if (latest.isEmpty()) {
            return Optional.empty();
        }
        try {
            SignedCheckpoint checkpoint = SignedCheckpoint.from(Json.parse(latest.get().document()));
            return Consistency.check(store, checkpoint).consistent() ? Optional.of(checkpoint) : Optional.empty();
        } catch (MalformedDocumentException e) {
            return Optional.empty();
        }
    }

    private Optional<String> firstOwnerKeyId() {
        List<SignedDocument> changes = store.roster().all();
        if (changes.isEmpty()) {
            return Optional.empty();
        }
        try {
            RosterChange first = RosterChange.from(Json.parse(changes.get(0).body()));
            return first.entry().flatMap(e -> KeyIds.fingerprint(e.publicKey()));
        } catch (MalformedDocumentException e) {
            return Optional.empty();
        }
    }
}
