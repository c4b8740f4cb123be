package org.copydesk.app.workflow.release;

import java.util.Optional;

import org.copydesk.app.workflow.RefusedException;
import org.copydesk.app.workflow.decide.RosterWorkflow;
import org.copydesk.model.decision.Role;
import org.copydesk.model.decision.RosterEntry;
import org.copydesk.model.decision.RosterState;
import org.copydesk.model.signing.SigningKey;

/** Release-tree changes are owner actions: refused before anything is read or written for anyone else. */
final class OwnerKeys {

    private OwnerKeys() {
    }

    static void requireOwner(RosterWorkflow roster, SigningKey key, String action) {
        Optional<String> problem = whyNot(roster, key.publicKey().fingerprint(), action);
        if (problem.isPresent()) {
            throw new RefusedException(problem.get());
        }
    }

    /** Why the key {@code keyId} may not take an owner action, or empty when it may (the window shows this). */
    static Optional<String> whyNot(RosterWorkflow roster, String keyId, String action) {
        RosterState state = roster.current();
        if (!state.problems().isEmpty()) {
            return Optional.of("the roster fails verification, so no one can " + action + ": " + state.problems().get(0));
        }
        Optional<RosterEntry> entry = state.activeByFingerprint(keyId);
        if (entry.isEmpty()) {
            return Optional.of("the key " + keyId + " is not an active key on this store's roster");
        }
        if (!entry.get().hasRole(Role.OWNER)) {
            return Optional.of(entry.get().reviewerId() + " (" + String.join(", ", entry.get().roles()) + ") may not "
                    + action + "; that takes an owner");
        }
        return Optional.empty();
    }
}
