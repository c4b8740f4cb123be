package org.copydesk.app.cli;

import java.nio.file.Path;
import java.util.Arrays;

import org.copydesk.app.workflow.decide.KeyFiles;
import org.copydesk.model.signing.SigningKey;
import picocli.CommandLine.Option;

/** {@code --key FILE [--passphrase-file F]}: the signing key, unlocked for one command. */
public final class KeyOptions {

    @Option(names = "--key", required = true, paramLabel = "FILE", description = "Your private key file (ID.key).")
    Path key;

    @Option(names = "--passphrase-file", paramLabel = "F", description = "Read the passphrase from this file.")
    Path passphraseFile;

    SigningKey unlock() {
        char[] passphrase = Passphrases.read(passphraseFile, "Passphrase for " + key + ": ");
        try {
            return KeyFiles.unlock(key, passphrase);
        } finally {
            Arrays.fill(passphrase, '\0');
        }
    }
}
