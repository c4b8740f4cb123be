package org.copydesk.model.json;

import java.security.MessageDigest;

/**
 * The SHA-256 of canonical JSON written piece by piece, for small documents of a fixed shape
 * whose tree would cost more to build than to hash (a snapshot's document digest, per run
 * checked). The caller writes members in canonical (key) order and the punctuation between
 * them; tests hold each use equal to {@link Sha256#canonical} of the same tree.
 */
public final class CanonicalDigest {

    private final MessageDigest digest = Sha256.newDigest();
    private final CanonicalStream out = new CanonicalStream(digest::update);

    /** One of {@code { } [ ] ,}. */
    public CanonicalDigest punctuation(char c) {
        if ("{}[],".indexOf(c) < 0) {
            throw new IllegalArgumentException("not JSON punctuation: " + c);
        }
        out.put((byte) c);
        return this;
    }

    /** {@code "key":} */
    public CanonicalDigest key(String key) {
        out.writeKey(key);
        return this;
    }

    public CanonicalDigest string(String value) {
        out.writeString(value);
        return this;
    }

    public CanonicalDigest nullValue() {
        out.put((byte) 'n');
        out.put((byte) 'u');
        out.put((byte) 'l');
        out.put((byte) 'l');
        return this;
    }

    /** The lowercase hex digest of what was written; the writer is spent. */
    public String hex() {
        out.flush();
        return Sha256.hex(digest);
    }
}
