package org.copydesk.app.desktop.sign;

import java.nio.file.Path;

import org.copydesk.model.signing.SigningKey;

/** Decrypts a private key file ({@code KeyFiles::unlock}); throws a user-facing error on a wrong passphrase. */
@FunctionalInterface
public interface KeyUnlocker {

    SigningKey unlock(Path keyFile, char[] passphrase);
}
