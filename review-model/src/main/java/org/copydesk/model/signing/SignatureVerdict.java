package org.copydesk.model.signing;

/** What checking a well-formed SSHSIG signature against a message, namespace and key found. */
public enum SignatureVerdict {
    /** The signature is by the expected key, in the expected namespace, over exactly this message. */
    VALID,
    /** Signed for another purpose; a roster signature must never pass as a decision signature. */
    WRONG_NAMESPACE,
    /** Signed by a key other than the one expected. */
    WRONG_KEY,
    /** The Ed25519 signature does not match the message: tampered content or a forged signature. */
    BAD_SIGNATURE,
    /**
     * A security key's signature that verifies, made without the user's touch (its user-presence
     * flag is clear): refused, as {@code ssh-keygen -Y verify} refuses it unless told otherwise.
     */
    NO_USER_PRESENCE;

    public boolean isValid() {
        return this == VALID;
    }
}
