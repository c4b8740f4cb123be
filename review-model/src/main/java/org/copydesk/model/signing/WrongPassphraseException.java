package org.copydesk.model.signing;

/**
 * The passphrase does not unlock the private key. The message is deliberately the same
 * for every key and every failure mode, so it tells nothing about the key.
 */
public class WrongPassphraseException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public WrongPassphraseException() {
        // PBES2 with AES-CBC has no integrity tag, so a damaged ciphertext is
        // indistinguishable from a wrong passphrase; the message says both.
        super("wrong passphrase for this private key (or the encrypted key is damaged)");
    }
}
