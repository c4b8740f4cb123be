package org.copydesk.model.decision;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import org.copydesk.model.signing.MalformedKeyException;
import org.copydesk.model.signing.SshPublicKey;

/** OpenSSH fingerprints of roster keys, tolerant of a roster line that no longer parses. */
public final class KeyIds {

    /** Rosters hold a handful of keys; past this many distinct lines the memo starts over. */
    private static final int MEMO_LIMIT = 1024;
    /**
     * Fingerprints already worked out, by roster line. Parsing validates the curve point, which
     * costs more than the rest of checking a decision's roster entry; a line's fingerprint
     * never changes, so verifying thousands of decisions parses each roster key once.
     */
    private static final Map<String, Optional<String>> MEMO = new ConcurrentHashMap<>();

    private KeyIds() {
    }

    public static Optional<String> fingerprint(String openSshLine) {
        Optional<String> known = MEMO.get(openSshLine);
        if (known != null) {
            return known;
        }
        Optional<String> computed = compute(openSshLine);
        if (MEMO.size() >= MEMO_LIMIT) {
            MEMO.clear();
        }
        MEMO.put(openSshLine, computed);
        return computed;
    }

    private static Optional<String> compute(String openSshLine) {
        try {
            return Optional.of(SshPublicKey.parse(openSshLine).fingerprint());
        } catch (MalformedKeyException e) {
            return Optional.empty();
        }
    }
}
