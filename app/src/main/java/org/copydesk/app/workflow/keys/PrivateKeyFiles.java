package org.copydesk.app.workflow.keys;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.function.Supplier;

import org.copydesk.app.workflow.UserInputException;
import org.copydesk.importers.files.RegularFiles;
import org.copydesk.model.signing.MalformedKeyException;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.model.signing.WrongPassphraseException;

/**
 * Reads a private key file as its holder has it: an OpenSSH key ({@code ssh-keygen -t ed25519},
 * with or without a passphrase) or a key copydesk wrote before it wrote OpenSSH keys
 * (encrypted PKCS#8). The passphrase is asked for only when the file is encrypted.
 */
public final class PrivateKeyFiles {

    // A private key file is a few hundred bytes; anything far larger is not one.
    static final int MAX_FILE_BYTES = 16 * 1024;

    private PrivateKeyFiles() {
    }

    /** Whether unlocking {@code keyFile} needs a passphrase; reads the file but runs no key derivation. */
    public static boolean needsPassphrase(Path keyFile) {
        String text = read(keyFile);
        try {
            return switch (KeyFileKind.of(text)) {
                case OPENSSH -> OpenSshKeyFormat.isEncrypted(text);
                case PKCS8_ENCRYPTED -> true;
            };
        } catch (MalformedKeyException e) {
            throw new UserInputException(keyFile + ": " + e.getMessage());
        }
    }

    /**
     * Unlocks {@code keyFile}. {@code passphrase} is called at most once, and only when the
     * file is encrypted; the array it returns is cleared here.
     *
     * @throws UserInputException naming the file, on a wrong passphrase or a file that is not a usable key
     */
    public static SigningKey unlock(Path keyFile, Supplier<char[]> passphrase) {
        String text = read(keyFile);
        try {
            return switch (KeyFileKind.of(text)) {
                case OPENSSH -> OpenSshKeyFormat.read(text, passphrase);
                case PKCS8_ENCRYPTED -> Pkcs8KeyFormat.read(text, passphrase);
            };
        } catch (WrongPassphraseException e) {
            throw new WrongPassphraseInputException(keyFile + ": wrong passphrase");
        } catch (MalformedKeyException e) {
            throw new UserInputException(keyFile + ": " + e.getMessage());
        }
    }

    /** The text of a new key file: OpenSSH's format, encrypted with {@code passphrase} (left intact). */
    public static String encrypt(SigningKey key, String comment, char[] passphrase) {
        if (passphrase.length == 0) {
            throw new IllegalArgumentException("a private key needs a non-empty passphrase");
        }
        return OpenSshKeyFormat.write(key, comment, passphrase);
    }

    private static String read(Path file) {
        try {
            return new String(RegularFiles.read(file, MAX_FILE_BYTES), StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw new UserInputException(file + ": cannot read: " + e.getMessage());
        }
    }
}
