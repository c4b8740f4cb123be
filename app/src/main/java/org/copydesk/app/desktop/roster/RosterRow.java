package org.copydesk.app.desktop.roster;

import java.util.Optional;

import org.copydesk.model.decision.RosterEntry;
import org.copydesk.model.signing.MalformedKeyException;
import org.copydesk.model.signing.SshPublicKey;

/** One roster entry as the page lists it. */
public record RosterRow(RosterEntry entry) {

    public String reviewerId() {
        return entry.reviewerId();
    }

    public String displayName() {
        return entry.displayName();
    }

    public String roles() {
        return String.join(", ", entry.roles());
    }

    public boolean active() {
        return entry.revokedAt().isEmpty();
    }

    /** "SHA256:AbCd…" as ssh-keygen -l prints it. */
    public String key() {
        try {
            return SshPublicKey.parse(entry.publicKey()).fingerprint();
        } catch (MalformedKeyException e) {
            return "(unreadable key)";
        }
    }

    public String added() {
        return entry.addedAt();
    }

    public String state() {
        Optional<String> revoked = entry.revokedAt();
        return revoked.map(at -> "revoked " + at).orElse("active");
    }
}
