package org.copydesk.model.decision;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.digest.Digests;
import org.copydesk.model.json.CanonicalJson;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.model.signing.MalformedKeyException;
import org.copydesk.model.signing.MalformedSignatureException;
import org.copydesk.model.signing.SshPublicKey;
import org.copydesk.model.signing.SshSignature;

/**
 * Rebuilds a roster from its changes, verifying each: its digest, its place in the chain,
 * and — after the pinned first owner — an SSHSIG by an owner active at the change's time.
 * The first change that fails stops the replay; the roster is what was verified before it.
 */
public final class RosterReplay {

    private RosterReplay() {
    }

    /** One stored change: the canonical bytes and the armored signature (absent for the pin). */
    public record Signed(byte[] body, Optional<String> signature) {
    }

    public static RosterState replay(String storeId, List<Signed> changes) {
        RosterState state = RosterState.empty(storeId);
        for (int i = 0; i < changes.size(); i++) {
            int sequence = i + 1;
            Optional<String> problem;
            RosterChange change;
            try {
                JsonNode node = Json.parse(changes.get(i).body());
                change = RosterChange.from(node);
                problem = problem(state, change, sequence, changes.get(i), node);
            } catch (MalformedDocumentException e) {
                return state.withProblem("roster change " + sequence + " is unreadable: " + e.getMessage());
            }
            if (problem.isPresent()) {
                return state.withProblem("roster change " + sequence + " " + problem.get()
                        + "; later changes are ignored");
            }
            state = apply(state, change);
        }
        return state;
    }

    private static Optional<String> problem(RosterState state, RosterChange change, int sequence, Signed signed,
                                            JsonNode node) {
        if (!change.changeSha256().equals(Digests.selfDigest(node, "change_sha256"))) {
            return Optional.of("does not match its digest (altered?)");
        }
        if (!new String(signed.body(), StandardCharsets.UTF_8).equals(CanonicalJson.string(node))) {
            return Optional.of("is not stored as its canonical bytes (altered?)");
        }
        if (!change.storeId().equals(state.storeId()) || change.sequence() != sequence
                || !change.previousSha256().equals(state.headSha256())) {
            return Optional.of("is out of place in the roster's chain");
        }
        if (sequence == 1) {
            return change.action().equals(RosterChange.INIT) && change.entry().isPresent()
                    && change.entry().get().hasRole(Role.OWNER)
                    ? Optional.empty() : Optional.of("is not the pinned first owner");
        }
        return signatureProblem(state, change, signed).or(() -> shapeProblem(state, change));
    }

    private static Optional<String> signatureProblem(RosterState state, RosterChange change, Signed signed) {
        if (signed.signature().isEmpty() || change.signedBy().isEmpty() || change.signerKeyId().isEmpty()) {
            return Optional.of("is not signed");
        }
        Optional<RosterEntry> signer = state.activeAt(change.signedBy().get(), change.signerKeyId().get(), change.at());
        if (signer.isEmpty() || !signer.get().hasRole(Role.OWNER)) {
            return Optional.of("is signed by someone who was not an active owner");
        }
        try {
            SshSignature signature = SshSignature.parseArmored(signed.signature().get());
            SshPublicKey key = SshPublicKey.parse(signer.get().publicKey());
            return signature.verify(signed.body(), RosterChange.NAMESPACE, key).isValid()
                    ? Optional.empty() : Optional.of("has a signature that does not verify");
        } catch (MalformedSignatureException | MalformedKeyException e) {
            return Optional.of("has an unreadable signature: " + e.getMessage());
        }
    }

    private static Optional<String> shapeProblem(RosterState state, RosterChange change) {
        switch (change.action()) {
            case RosterChange.ADD:
                if (change.entry().isEmpty()) {
                    return Optional.of("adds no entry");
                }
                RosterEntry entry = change.entry().get();
                if (KeyIds.fingerprint(entry.publicKey()).isEmpty()) {
                    return Optional.of("adds an unreadable public key");
                }
                if (state.current(entry.reviewerId()).filter(e -> e.revokedAt().isEmpty()).isPresent()) {
                    return Optional.of("adds " + entry.reviewerId() + ", who is already active");
                }
                return Optional.empty();
            case RosterChange.REVOKE:
                return change.reviewerId().flatMap(state::current).filter(e -> e.revokedAt().isEmpty()).isPresent()
                        ? Optional.empty() : Optional.of("revokes no active reviewer");
            default:
                return Optional.of("has an unknown action " + change.action());
        }
    }

    private static RosterState apply(RosterState state, RosterChange change) {
        List<RosterEntry> entries = new ArrayList<>(state.entries());
        if (change.action().equals(RosterChange.REVOKE)) {
            String reviewer = change.reviewerId().orElseThrow();
            for (int i = entries.size() - 1; i >= 0; i--) {
                if (entries.get(i).reviewerId().equals(reviewer) && entries.get(i).revokedAt().isEmpty()) {
                    entries.set(i, entries.get(i).revoked(change.at()));
                    break;
                }
            }
        } else {
            entries.add(change.entry().orElseThrow());
        }
        return state.with(entries, change.changeSha256());
    }
}
