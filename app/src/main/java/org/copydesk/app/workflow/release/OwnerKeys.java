package org.copydesk.app.workflow.release;

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

    static RosterEntry requireOwner(RosterWorkflow roster, SigningKey key, String action) {
        RosterState state = roster.current();
        if (!state.problems().isEmpty()) {
            throw new RefusedException("the roster fails verification, so no one can " + action + ": "
                    + state.problems().get(0));
        }
        String keyId = key.publicKey().fingerprint();
        RosterEntry entry = state.activeByFingerprint(keyId).orElseThrow(() -> new RefusedException("the key " + keyId
                + " is not an active key on this store's roster"));
        if (!entry.hasRole(Role.OWNER)) {
            throw new RefusedException(entry.reviewerId() + " (" + String.join(", ", entry.roles())
                    + ") may not " + action + "; that takes an owner");
        }
        return entry;
    }
}
