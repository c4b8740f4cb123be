package org.copydesk.app.workflow.decide;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.function.Supplier;
import java.util.regex.Pattern;

import org.copydesk.app.workflow.UserInputException;
import org.copydesk.app.workflow.keys.PrivateKeyFiles;
import org.copydesk.importers.files.RegularFiles;
import org.copydesk.model.signing.MalformedKeyException;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.model.signing.SshPublicKey;

/**
 * Reviewer key files: {@code ID.key} (an OpenSSH private key encrypted with the passphrase,
 * mode 0600, as {@code ssh-keygen} writes one) and {@code ID.pub} (the OpenSSH public key line).
 */
public final class KeyFiles {

    /** Longest first line read from a passphrase file. */
    public static final int MAX_PASSPHRASE_BYTES = 4096;

    /** Key files are a few hundred bytes; a larger one is not a key. */
    private static final long MAX_KEY_FILE_BYTES = 64 * 1024;
    private static final int S_IFMT = 0170000;
    private static final int S_IFIFO = 0010000;
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
            createPrivateDirectories(dir);
            String pem = PrivateKeyFiles.encrypt(key, reviewerId, passphrase);
            String line = key.publicKey().toOpenSshLine(reviewerId);
            Files.createFile(keyPath, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            Files.writeString(keyPath, pem, StandardCharsets.US_ASCII);
            Files.writeString(pubPath, line + "\n", StandardCharsets.US_ASCII);
            // Set, not created with: a creation mode is cut by the umask, and a public key is meant to be read.
            Files.setPosixFilePermissions(pubPath, PosixFilePermissions.fromString("rw-r--r--"));
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
     * Creates the key folder and any missing parents as 0700, whatever the umask: the folder
     * holds private keys. An existing folder keeps its mode.
     */
    private static void createPrivateDirectories(Path dir) throws IOException {
        if (Files.isDirectory(dir)) {
            return;
        }
        Files.createDirectories(dir, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
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

    /**
     * Reads a passphrase file's first line; its bytes are cleared after decoding. A regular file
     * or a pipe ({@code --passphrase-file <(pass show desk)}) is read, at most
     * {@link #MAX_PASSPHRASE_BYTES} bytes and never past the first line end; a device such as
     * {@code /dev/zero} or a folder is refused, since it would be read until the heap ran out.
     */
    public static char[] readPassphrase(Path file) {
        return readSecretLine(file, "passphrase");
    }

    /**
     * The first line of a secret's file ({@code what}: "passphrase", "password"), read as the
     * passphrase file is: a regular file or a pipe only, at most {@value #MAX_PASSPHRASE_BYTES}
     * bytes, never the rest of the file.
     */
    public static char[] readSecretLine(Path file, String what) {
        byte[] bytes = new byte[MAX_PASSPHRASE_BYTES];
        int end = 0;
        try {
            requireFileOrPipe(file);
            try (InputStream in = Files.newInputStream(file)) {
                for (int b = in.read(); b >= 0 && b != '\n' && b != '\r'; b = in.read()) {
                    if (end == bytes.length) {
                        throw new UserInputException(file + ": the " + what + " file's first line is over "
                                + MAX_PASSPHRASE_BYTES + " bytes; it should hold the " + what + " alone");
                    }
                    bytes[end++] = (byte) b;
                }
            }
            java.nio.CharBuffer chars = StandardCharsets.UTF_8.decode(java.nio.ByteBuffer.wrap(bytes, 0, end));
            char[] passphrase = Arrays.copyOf(chars.array(), chars.limit());
            Arrays.fill(chars.array(), '\0');
            return passphrase;
        } catch (IOException e) {
            throw new UserInputException(file + ": cannot read the " + what + " file: " + e.getMessage());
        } finally {
            Arrays.fill(bytes, (byte) 0);
        }
    }

    private static void requireFileOrPipe(Path file) throws IOException {
        if (Files.isRegularFile(file)) {
            return;
        }
        if (!Files.exists(file)) {
            throw new NoSuchFileException("no such file");
        }
        if (Files.isDirectory(file) || !isPipe(file)) {
            throw new IOException("not a regular file or a pipe");
        }
    }

    private static boolean isPipe(Path file) {
        try {
            return ((Integer) Files.getAttribute(file, "unix:mode") & S_IFMT) == S_IFIFO;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return false;
        }
    }

    private static String read(Path file) {
        try {
            return new String(RegularFiles.read(file, MAX_KEY_FILE_BYTES), StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw new UserInputException(file + ": cannot read: " + e.getMessage());
        }
    }
}
