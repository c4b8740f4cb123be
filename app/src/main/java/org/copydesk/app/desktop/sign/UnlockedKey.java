package org.copydesk.app.desktop.sign;

import org.copydesk.model.decision.RosterEntry;
import org.copydesk.model.signing.SigningKey;

/** A key unlocked for this sitting and the roster entry it belongs to. */
public record UnlockedKey(SigningKey key, RosterEntry reviewer) {

    /** "ed.ramos (editor)", as the status bar and the decision sheet name the signer. */
    public String signerLine() {
        return reviewer.reviewerId() + " (" + String.join(", ", reviewer.roles()) + ")";
    }
}
