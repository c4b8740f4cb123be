package org.copydesk.model.decision;

import java.util.Optional;

import org.copydesk.model.signing.MalformedKeyException;
import org.copydesk.model.signing.SshPublicKey;

/** OpenSSH fingerprints of roster keys, tolerant of a roster line that no longer parses. */
public final class KeyIds {

    private KeyIds() {
    }

    /** The key's fingerprint; empty when the line no longer parses as a key. */
    public static Optional<String> fingerprint(String openSshLine) {
        try {
            return Optional.of(SshPublicKey.parse(openSshLine).fingerprint());
        } catch (MalformedKeyException e) {
            return Optional.empty();
        }
    }
}
