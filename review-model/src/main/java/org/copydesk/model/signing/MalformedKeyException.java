package org.copydesk.model.signing;

/**
 * A public key line or private key file that cannot be read: not the expected text form,
 * an unsupported key type or algorithm, or damaged encoding. Its message is one line a
 * person can act on; the caller adds the file name.
 */
public class MalformedKeyException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public MalformedKeyException(String message) {
        super(message);
    }
}
