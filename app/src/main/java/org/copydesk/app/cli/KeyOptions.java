package org.copydesk.app.cli;

import java.nio.file.Path;

import org.copydesk.app.workflow.decide.KeyFiles;
import org.copydesk.model.signing.SigningKey;
import picocli.CommandLine.Option;

/** {@code --key FILE [--passphrase-file F]}: the signing key, unlocked for one command. */
public final class KeyOptions {

    @Option(names = "--key", required = true, paramLabel = "FILE",
            description = "Your private key file: an OpenSSH key (~/.ssh/id_ed25519) or one made by keygen (ID.key).")
    Path key;

    @Option(names = "--passphrase-file", paramLabel = "F",
            description = "Read the passphrase from this file (used only when the key has one).")
    Path passphraseFile;

    SigningKey unlock() {
        return KeyFiles.unlock(key, () -> Passphrases.read(passphraseFile, "Passphrase for " + key + ": "));
    }
}
