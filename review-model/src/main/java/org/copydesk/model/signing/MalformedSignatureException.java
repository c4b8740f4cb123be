package org.copydesk.model.signing;

/**
 * An armored SSHSIG signature that cannot be read: too large, not armored, not base64,
 * truncated, trailing bytes, wrong magic or version, or an unsupported key type or hash.
 * This is about the signature's structure; a well-formed signature that does not verify
 * is reported as a {@link SignatureVerdict} instead.
 */
public class MalformedSignatureException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public MalformedSignatureException(String message) {
        super(message);
    }
}
