package org.copydesk.app.workflow.decide;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.function.Supplier;
import java.util.regex.Pattern;

import org.copydesk.app.workflow.UserInputException;
import org.copydesk.app.workflow.keys.PrivateKeyFiles;
import org.copydesk.model.signing.MalformedKeyException;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.model.signing.SshPublicKey;

/**
 * Reviewer key files: {@code ID.key} (an OpenSSH private key encrypted with the passphrase,
 * mode 0600, as {@code ssh-keygen} writes one) and {@code ID.pub} (the OpenSSH public key line).
 */
public final class KeyFiles {

    private static final Pattern REVIEWER_ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._@+-]{0,63}");

    private KeyFiles() {
    }

    /** What keygen wrote. */
    public record Generated(String reviewerId, String keyId, String publicKeyLine, Path privateKeyPath, Path publicKeyPath) {
    }

    public static void requireReviewerId(String reviewerId) {
        if (!REVIEWER_ID.matcher(reviewerId).matches()) {
            throw new UserInputException("reviewer id \"" + reviewerId
                    + "\" must be letters, digits and . _ @ + - (OpenSSH principal rules), at most 64 characters");
        }
    }

    public static Generated generate(String reviewerId, Path dir, char[] passphrase) {
        requireReviewerId(reviewerId);
        if (passphrase.length < 8) {
            throw new UserInputException("the passphrase must be at least 8 characters");
        }
        Path keyPath = dir.resolve(reviewerId + ".key");
        Path pubPath = dir.resolve(reviewerId + ".pub");
        SigningKey key = SigningKey.generate();
        try {
            Files.createDirectories(dir);
            String pem = PrivateKeyFiles.encrypt(key, reviewerId, passphrase);
            String line = key.publicKey().toOpenSshLine(reviewerId);
            Files.createFile(keyPath, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            Files.writeString(keyPath, pem, StandardCharsets.US_ASCII);
            Files.writeString(pubPath, line + "\n", StandardCharsets.US_ASCII);
            return new Generated(reviewerId, key.publicKey().fingerprint(), line, keyPath, pubPath);
        } catch (FileAlreadyExistsException e) {
            throw new UserInputException(keyPath + ": already exists; keygen never overwrites a key");
        } catch (IOException e) {
            throw new UserInputException(dir + ": cannot write the key files: " + e.getMessage());
        } finally {
            key.destroy();
        }
    }

    /**
     * Unlocks a private key file, OpenSSH's or copydesk's; {@code passphrase} is called only
     * when the file is encrypted, and the array it returns is cleared after use.
     */
    public static SigningKey unlock(Path keyFile, Supplier<char[]> passphrase) {
        return PrivateKeyFiles.unlock(keyFile, passphrase);
    }

    /** Unlocks a private key file with a passphrase the caller holds and clears. */
    public static SigningKey unlock(Path keyFile, char[] passphrase) {
        return PrivateKeyFiles.unlock(keyFile, passphrase::clone);
    }

    public static SshPublicKey readPublicKey(Path file) {
        String text = read(file).strip();
        try {
            return SshPublicKey.parse(text);
        } catch (MalformedKeyException e) {
            throw new UserInputException(file + ": not an OpenSSH ed25519 public key: " + e.getMessage());
        }
    }

    /** Reads a passphrase file's first line; its bytes are cleared after decoding. */
    public static char[] readPassphrase(Path file) {
        try {
            byte[] bytes = Files.readAllBytes(file);
            int end = 0;
            while (end < bytes.length && bytes[end] != '\n' && bytes[end] != '\r') {
                end++;
            }
            java.nio.CharBuffer chars = StandardCharsets.UTF_8.decode(java.nio.ByteBuffer.wrap(bytes, 0, end));
            char[] passphrase = Arrays.copyOf(chars.array(), chars.limit());
            Arrays.fill(bytes, (byte) 0);
            Arrays.fill(chars.array(), '\0');
            return passphrase;
        } catch (IOException e) {
            throw new UserInputException(file + ": cannot read the passphrase file: " + e.getMessage());
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw new UserInputException(file + ": cannot read: " + e.getMessage());
        }
    }
}
