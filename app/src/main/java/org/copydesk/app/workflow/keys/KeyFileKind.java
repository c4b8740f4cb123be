package org.copydesk.app.workflow.keys;

import org.copydesk.model.signing.MalformedKeyException;

/** The private key file forms copydesk reads, told apart by their first line. */
enum KeyFileKind {
    OPENSSH,
    PKCS8_ENCRYPTED;

    static final String OPENSSH_BEGIN = "-----BEGIN OPENSSH PRIVATE KEY-----";
    static final String PKCS8_ENCRYPTED_BEGIN = "-----BEGIN ENCRYPTED PRIVATE KEY-----";

    static KeyFileKind of(String text) {
        String first = text.strip().lines().findFirst().orElse("").strip();
        if (first.equals(OPENSSH_BEGIN)) {
            return OPENSSH;
        }
        if (first.equals(PKCS8_ENCRYPTED_BEGIN)) {
            return PKCS8_ENCRYPTED;
        }
        if (first.equals("-----BEGIN PRIVATE KEY-----")) {
            throw new MalformedKeyException("an unencrypted PKCS#8 key; use an OpenSSH key (ssh-keygen -t ed25519)"
                    + " or one made by copydesk keygen");
        }
        if (first.startsWith("-----BEGIN ") && first.endsWith("PRIVATE KEY-----")) {
            return refuse("a PEM private key of another kind; copydesk signs with ed25519 keys (ssh-keygen -t ed25519)");
        }
        if (first.startsWith("ssh-") || first.startsWith("sk-")) {
            return refuse("this is a public key; give the private key file (the one without .pub)");
        }
        return refuse("not a private key file: expected a line '" + OPENSSH_BEGIN + "'");
    }

    private static KeyFileKind refuse(String reason) {
        throw new MalformedKeyException(reason);
    }
}
