package org.copydesk.app.desktop.sign;

import java.nio.file.Path;

import org.copydesk.model.signing.SigningKey;

/** Opens a private key file; throws a user-facing error on a wrong passphrase or an unusable file. */
public interface KeyUnlocker {

    /** Whether the file is encrypted, so the window asks for a passphrase only when there is one. */
    boolean needsPassphrase(Path keyFile);

    /** Unlocks the file; {@code passphrase} is empty for an unencrypted key and belongs to the caller. */
    SigningKey unlock(Path keyFile, char[] passphrase);
}
