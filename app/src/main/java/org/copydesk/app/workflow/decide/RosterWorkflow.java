package org.copydesk.app.workflow.decide;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.copydesk.app.workflow.RefusedException;
import org.copydesk.app.workflow.log.CheckpointSigner;
import org.copydesk.app.workflow.log.DeskWitness;
import org.copydesk.app.workflow.log.HistoryWitness;
import org.copydesk.model.decision.DecisionRules;
import org.copydesk.model.decision.Role;
import org.copydesk.model.decision.RosterChange;
import org.copydesk.model.decision.RosterEntry;
import org.copydesk.model.decision.RosterReplay;
import org.copydesk.model.decision.RosterState;
import org.copydesk.model.json.CanonicalJson;
import org.copydesk.model.log.SignedCheckpoint;
import org.copydesk.model.signing.AllowedSignersLine;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.model.signing.SshPublicKey;
import org.copydesk.model.signing.SshSignature;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.SignedDocument;

/** Who may sign what: the pinned first owner, then owner-signed additions and revocations (FORMATS §4.2). */
public final class RosterWorkflow {

    private final EvidenceStore store;
    private final Clock clock;
    private final CheckpointSigner checkpoints;

    /** A roster whose signing acts no desk witnesses: for tests and throwaway stores. */
    public RosterWorkflow(EvidenceStore store, Clock clock) {
        this(store, clock, new CheckpointSigner(store, new DeskWitness(store, HistoryWitness.none())));
    }

    public RosterWorkflow(EvidenceStore store, Clock clock, CheckpointSigner checkpoints) {
        this.store = store;
        this.clock = clock;
        this.checkpoints = checkpoints;
    }

    /** Signs the checkpoint of every signing act on this store, decisions' included. */
    public CheckpointSigner checkpoints() {
        return checkpoints;
    }

    /** The roster replayed and verified from the store's changes. */
    public RosterState current() {
        List<RosterReplay.Signed> changes = new ArrayList<>();
        for (SignedDocument doc : store.roster().all()) {
            changes.add(new RosterReplay.Signed(doc.body(), doc.signature()));
        }
        return RosterReplay.replay(store.storeId(), changes);
    }

    public RosterState init(String ownerId, String displayName, SshPublicKey key) {
        KeyFiles.requireReviewerId(ownerId);
        RosterState state = current();
        if (!store.roster().all().isEmpty()) {
            throw new RefusedException("this store already has a roster; its first owner was pinned when it was made");
        }
        String now = Timestamps.now(clock);
        RosterEntry owner = new RosterEntry(ownerId, displayName, List.of(Role.OWNER.wireName()), key.toOpenSshLine(),
                now, Optional.empty());
        RosterChange change = RosterChange.create(store.storeId(), 1, Optional.empty(), RosterChange.INIT,
                Optional.of(owner), Optional.empty(), now, Optional.empty(), Optional.empty());
        store.roster().append(1, change.changeSha256(), new SignedDocument(bytes(change), Optional.empty()));
        return current().isInitialized() ? current() : state;
    }

    public RosterState add(String reviewerId, String displayName, List<Role> roles, SshPublicKey key, SigningKey ownerKey) {
        KeyFiles.requireReviewerId(reviewerId);
        if (roles.isEmpty()) {
            throw new RefusedException("a reviewer needs at least one role (editor, reviewer, owner)");
        }
        checkpoints.requireTrusted();
        RosterState state = requireUsable();
        if (state.current(reviewerId).filter(e -> e.revokedAt().isEmpty()).isPresent()) {
            throw new RefusedException(reviewerId + " is already on the roster; revoke the old key first");
        }
        String now = Timestamps.now(clock);
        RosterEntry entry = new RosterEntry(reviewerId, displayName, roles.stream().map(Role::wireName).toList(),
                key.toOpenSshLine(), now, Optional.empty());
        return append(state, RosterChange.ADD, Optional.of(entry), Optional.empty(), ownerKey, now);
    }

    public RosterState revoke(String reviewerId, SigningKey ownerKey) {
        checkpoints.requireTrusted();
        RosterState state = requireUsable();
        RosterEntry entry = state.current(reviewerId).filter(e -> e.revokedAt().isEmpty())
                .orElseThrow(() -> new RefusedException(reviewerId + " has no active key on the roster"));
        if (entry.hasRole(Role.OWNER) && activeOwners(state) == 1) {
            throw new RefusedException(reviewerId + " is the only active owner; revoking that key would leave nobody"
                    + " able to change the roster. Add another owner first");
        }
        return append(state, RosterChange.REVOKE, Optional.empty(), Optional.of(reviewerId), ownerKey,
                Timestamps.now(clock));
    }

    /**
     * New roles for a reviewer on the roster: the roster has only additions and revocations, so the
     * active entry is revoked and added again with the same key and name and the new roles, each change
     * signed by the owner. Decisions signed before keep the entry they were judged against.
     */
    public RosterState changeRoles(String reviewerId, List<Role> roles, SigningKey ownerKey) {
        if (roles.isEmpty()) {
            throw new RefusedException("a reviewer needs at least one role (editor, reviewer, owner)");
        }
        RosterState state = requireUsable();
        RosterEntry entry = state.current(reviewerId).filter(e -> e.revokedAt().isEmpty())
                .orElseThrow(() -> new RefusedException(reviewerId + " has no active key on the roster"));
        if (state.activeByFingerprint(ownerKey.publicKey().fingerprint())
                .filter(e -> e.reviewerId().equals(reviewerId)).isPresent()) {
            throw new RefusedException("an owner cannot change their own roles: the key that signs the change would be"
                    + " revoked by it. Ask another owner");
        }
        List<String> wire = roles.stream().map(Role::wireName).toList();
        if (Set.copyOf(wire).equals(Set.copyOf(entry.roles()))) {
            throw new RefusedException(reviewerId + " already has exactly these roles");
        }
        revoke(reviewerId, ownerKey);
        return add(reviewerId, entry.displayName(), roles, SshPublicKey.parse(entry.publicKey()), ownerKey);
    }

    private static long activeOwners(RosterState state) {
        return state.entries().stream().filter(e -> e.revokedAt().isEmpty() && e.hasRole(Role.OWNER)).count();
    }

    /** OpenSSH {@code allowed_signers} lines for verifying exported decisions with stock ssh-keygen. */
    public List<String> allowedSigners() {
        return allowedSigners(current().entries(), List.of(DecisionRules.NAMESPACE, SignedCheckpoint.NAMESPACE));
    }

    /** OpenSSH {@code allowed_signers} lines for verifying exported roster changes: the owners, in the roster's namespace. */
    public List<String> rosterAllowedSigners() {
        return allowedSigners(current().entries().stream().filter(e -> e.hasRole(Role.OWNER)).toList(),
                List.of(RosterChange.NAMESPACE));
    }

    private static List<String> allowedSigners(List<RosterEntry> entries, List<String> namespaces) {
        List<String> lines = new ArrayList<>();
        for (RosterEntry entry : entries) {
            lines.add(new AllowedSignersLine(entry.reviewerId(), namespaces,
                    Optional.of(Instant.parse(entry.addedAt())), entry.revokedAt().map(Instant::parse),
                    SshPublicKey.parse(entry.publicKey())).format());
        }
        return lines;
    }

    private RosterState requireUsable() {
        RosterState state = current();
        if (!state.isInitialized()) {
            throw new RefusedException("this store has no roster yet; run `roster init` to pin its first owner");
        }
        if (!state.problems().isEmpty()) {
            throw new RefusedException("the roster fails verification: " + state.problems().get(0));
        }
        return state;
    }

    private RosterState append(RosterState state, String action, Optional<RosterEntry> entry, Optional<String> reviewer,
                               SigningKey ownerKey, String now) {
        String keyId = ownerKey.publicKey().fingerprint();
        RosterEntry owner = state.activeByFingerprint(keyId).filter(e -> e.hasRole(Role.OWNER))
                .orElseThrow(() -> new RefusedException("the key " + keyId
                        + " is not an active owner's key; only owners change the roster"));
        int sequence = state.appliedChanges() + 1;
        RosterChange change = RosterChange.create(store.storeId(), sequence, state.headSha256(), action, entry, reviewer,
                now, Optional.of(owner.reviewerId()), Optional.of(keyId));
        byte[] body = bytes(change);
        String signature = SshSignature.sign(ownerKey, RosterChange.NAMESPACE, body).armored();
        checkpoints.act(() -> {
            store.roster().append(sequence, change.changeSha256(), new SignedDocument(body, Optional.of(signature)));
            return change.changeSha256();
        }, owner.reviewerId(), now, ownerKey);
        return current();
    }

    private static byte[] bytes(RosterChange change) {
        return CanonicalJson.string(change.json()).getBytes(StandardCharsets.UTF_8);
    }
}
