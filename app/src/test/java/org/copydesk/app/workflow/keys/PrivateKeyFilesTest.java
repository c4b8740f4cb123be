package org.copydesk.app.workflow.keys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import org.bouncycastle.asn1.DERNull;
import org.bouncycastle.asn1.DEROctetString;
import org.bouncycastle.asn1.nist.NISTObjectIdentifiers;
import org.bouncycastle.asn1.pkcs.EncryptedPrivateKeyInfo;
import org.bouncycastle.asn1.pkcs.EncryptionScheme;
import org.bouncycastle.asn1.pkcs.KeyDerivationFunc;
import org.bouncycastle.asn1.pkcs.PBES2Parameters;
import org.bouncycastle.asn1.pkcs.PBKDF2Params;
import org.bouncycastle.asn1.pkcs.PKCSObjectIdentifiers;
import org.bouncycastle.asn1.x509.AlgorithmIdentifier;
import org.copydesk.app.OpenSshTools;
import org.copydesk.app.workflow.UserInputException;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.model.signing.SshPublicKey;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PrivateKeyFilesTest {

    static final String PASSPHRASE = "correct horse battery";

    @TempDir
    Path dir;

    private final AtomicInteger asked = new AtomicInteger();

    private Supplier<char[]> passphrase(String text) {
        return () -> {
            asked.incrementAndGet();
            return text.toCharArray();
        };
    }

    private static SshPublicKey publicKeyOf(Path privateKeyFile) throws IOException {
        return SshPublicKey.parse(Files.readString(Path.of(privateKeyFile + ".pub")).strip());
    }

    @Test
    void anUnencryptedOpenSshKeyUnlocksWithoutAskingForAPassphrase() throws IOException {
        Path key = OpenSshTools.keygen(dir.resolve("id_ed25519"), "");

        assertFalse(PrivateKeyFiles.needsPassphrase(key));
        SigningKey unlocked = PrivateKeyFiles.unlock(key, passphrase("unused"));

        assertEquals(publicKeyOf(key), unlocked.publicKey());
        assertEquals(0, asked.get());
    }

    @ParameterizedTest
    @ValueSource(strings = {"aes256-ctr", "aes256-gcm@openssh.com", "chacha20-poly1305@openssh.com"})
    void aPassphraseProtectedOpenSshKeyUnlocksWithEachOfOpenSshsCiphers(String cipher) throws IOException {
        Path key = OpenSshTools.keygen(dir.resolve("id_ed25519"), PASSPHRASE, "-Z", cipher);

        assertTrue(PrivateKeyFiles.needsPassphrase(key));
        SigningKey unlocked = PrivateKeyFiles.unlock(key, passphrase(PASSPHRASE));

        assertEquals(publicKeyOf(key), unlocked.publicKey());
        assertEquals(1, asked.get());
    }

    @Test
    void aKeyMadeWithAHundredKdfRoundsUnlocks() throws IOException {
        Path key = OpenSshTools.keygen(dir.resolve("id_ed25519"), PASSPHRASE, "-a", "100");

        assertEquals(publicKeyOf(key), PrivateKeyFiles.unlock(key, passphrase(PASSPHRASE)).publicKey());
    }

    @ParameterizedTest
    @ValueSource(strings = {"aes256-ctr", "aes256-gcm@openssh.com", "chacha20-poly1305@openssh.com"})
    void aWrongPassphraseIsSaidSoWithTheFileName(String cipher) {
        Path key = OpenSshTools.keygen(dir.resolve("id_ed25519"), PASSPHRASE, "-Z", cipher);

        UserInputException e = assertThrows(UserInputException.class,
                () -> PrivateKeyFiles.unlock(key, passphrase("not it")));

        assertEquals(key + ": wrong passphrase", e.getMessage());
    }

    @Test
    void thePassphraseArrayIsClearedAfterUse() {
        Path key = OpenSshTools.keygen(dir.resolve("id_ed25519"), PASSPHRASE);
        char[] given = PASSPHRASE.toCharArray();

        PrivateKeyFiles.unlock(key, () -> given);

        assertEquals(new String(new char[given.length]), new String(given));
    }

    @Test
    void aKeyCopydeskWritesIsReadBySshKeygenAsTheSamePublicKey() throws IOException {
        SigningKey key = SigningKey.generate();
        Path file = dir.resolve("ed.ramos.key");
        Files.writeString(file, PrivateKeyFiles.encrypt(key, "ed.ramos", PASSPHRASE.toCharArray()));
        Files.setPosixFilePermissions(file, java.nio.file.attribute.PosixFilePermissions.fromString("rw-------"));

        OpenSshTools.Result derived = OpenSshTools.run(Map.of(), null, "ssh-keygen", "-y", "-P", PASSPHRASE,
                "-f", file.toString());

        assertEquals(0, derived.code(), derived.describe());
        assertEquals(key.publicKey(), SshPublicKey.parse(derived.out().strip()));
        assertEquals(key.publicKey(), PrivateKeyFiles.unlock(file, passphrase(PASSPHRASE)).publicKey());
    }

    @Test
    void aKeyCopydeskWroteAsPkcs8BeforeStillUnlocks() throws IOException {
        Path file = resource("legacy.key");
        SshPublicKey expected = SshPublicKey.parse(new String(bytes("legacy.pub"), StandardCharsets.US_ASCII).strip());

        assertTrue(PrivateKeyFiles.needsPassphrase(file));
        assertEquals(expected, PrivateKeyFiles.unlock(file, passphrase(PASSPHRASE)).publicKey());
        assertEquals(file + ": wrong passphrase",
                assertThrows(UserInputException.class, () -> PrivateKeyFiles.unlock(file, passphrase("nope"))).getMessage());
    }

    @Test
    void manyWrongPassphrasesForAPkcs8KeyAreAllRefusedAsSuch() throws IOException {
        // AES-CBC padding accepts about one wrong key in 256; those must still be refused.
        String text = Files.readString(opensslPkcs8("1"));
        for (int i = 0; i < 1_000; i++) {
            char[] wrong = ("wrong-" + i).toCharArray();
            assertThrows(org.copydesk.model.signing.WrongPassphraseException.class,
                    () -> Pkcs8KeyFormat.read(text, () -> wrong));
        }
    }

    @Test
    void aPkcs8KeyWithAnAbsurdIterationCountIsRefusedBeforeDerivingAnything() throws IOException {
        byte[] der = new EncryptedPrivateKeyInfo(new AlgorithmIdentifier(PKCSObjectIdentifiers.id_PBES2,
                new PBES2Parameters(
                        new KeyDerivationFunc(PKCSObjectIdentifiers.id_PBKDF2, new PBKDF2Params(new byte[16], 2_000_000_000, 32,
                                new AlgorithmIdentifier(PKCSObjectIdentifiers.id_hmacWithSHA256, DERNull.INSTANCE))),
                        new EncryptionScheme(NISTObjectIdentifiers.id_aes256_CBC, new DEROctetString(new byte[16])))),
                new byte[64]).getEncoded();
        Path file = Files.writeString(dir.resolve("hostile.key"), "-----BEGIN ENCRYPTED PRIVATE KEY-----\n"
                + Base64.getMimeEncoder().encodeToString(der) + "\n-----END ENCRYPTED PRIVATE KEY-----\n");

        UserInputException e = assertThrows(UserInputException.class, () -> PrivateKeyFiles.unlock(file, passphrase("x")));

        assertTrue(e.getMessage().contains("iteration count"), e.getMessage());
    }

    @Test
    void aPkcs8KeyWithTheDefaultSha1PrfIsRefused() throws IOException {
        Path plain = dir.resolve("plain.pem");
        assertEquals(0, openssl("genpkey", "-algorithm", "ed25519", "-out", plain.toString()).code());
        Path sha1 = dir.resolve("sha1.pem");
        OpenSshTools.Result made = openssl("pkcs8", "-topk8", "-in", plain.toString(), "-out", sha1.toString(),
                "-v2", "aes-256-cbc", "-v2prf", "hmacWithSHA1", "-passout", "pass:x");
        assertEquals(0, made.code(), made.describe());

        UserInputException e = assertThrows(UserInputException.class, () -> PrivateKeyFiles.unlock(sha1, passphrase("x")));

        assertTrue(e.getMessage().contains("HMAC-SHA256"), e.getMessage());
    }

    private Path opensslPkcs8(String iterations) {
        Path plain = dir.resolve("plain-" + iterations + ".pem");
        Path encrypted = dir.resolve("key-" + iterations + ".pem");
        assertEquals(0, openssl("genpkey", "-algorithm", "ed25519", "-out", plain.toString()).code());
        OpenSshTools.Result made = openssl("pkcs8", "-topk8", "-in", plain.toString(), "-out", encrypted.toString(),
                "-v2", "aes-256-cbc", "-v2prf", "hmacWithSHA256", "-iter", iterations, "-passout", "pass:right");
        assertEquals(0, made.code(), made.describe());
        return encrypted;
    }

    @Test
    void aPkcs8KeyOpensslEncryptedWithPbes2Unlocks() throws IOException {
        Path plain = dir.resolve("plain.pem");
        Path encrypted = dir.resolve("key.pem");
        Files.writeString(dir.resolve("pass"), PASSPHRASE + "\n");
        assertEquals(0, openssl("genpkey", "-algorithm", "ed25519", "-out", plain.toString()).code());
        OpenSshTools.Result made = openssl("pkcs8", "-topk8", "-in", plain.toString(), "-out", encrypted.toString(),
                "-v2", "aes-256-cbc", "-v2prf", "hmacWithSHA256", "-passout", "file:" + dir.resolve("pass"));
        assertEquals(0, made.code(), made.describe());
        OpenSshTools.Result publicKey = openssl("pkey", "-in", plain.toString(), "-pubout", "-outform", "DER",
                "-out", dir.resolve("pub.der").toString());
        assertEquals(0, publicKey.code(), publicKey.describe());
        byte[] spki = Files.readAllBytes(dir.resolve("pub.der"));

        SigningKey key = PrivateKeyFiles.unlock(encrypted, passphrase(PASSPHRASE));

        assertEquals(new SshPublicKey(Arrays.copyOfRange(spki, spki.length - 32, spki.length)), key.publicKey());
    }

    @Test
    void anRsaKeyIsRefusedWithTheReason() {
        Path key = dir.resolve("id_rsa");
        OpenSshTools.Result made = OpenSshTools.run(Map.of(), null, "ssh-keygen", "-q", "-t", "rsa", "-b", "2048",
                "-N", "", "-f", key.toString());
        assertEquals(0, made.code(), made.describe());

        UserInputException e = assertThrows(UserInputException.class, () -> PrivateKeyFiles.unlock(key, passphrase("")));

        assertTrue(e.getMessage().contains("copydesk signs with ed25519 keys"), e.getMessage());
    }

    @Test
    void aPublicKeyGivenAsThePrivateKeyIsExplained() throws IOException {
        Path key = OpenSshTools.keygen(dir.resolve("id_ed25519"), "");

        UserInputException e = assertThrows(UserInputException.class,
                () -> PrivateKeyFiles.unlock(Path.of(key + ".pub"), passphrase("")));

        assertTrue(e.getMessage().contains("this is a public key"), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "",
        "hello",
        "-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIA==\n-----END PRIVATE KEY-----\n",
        "-----BEGIN ENCRYPTED PRIVATE KEY-----\n",
        "-----BEGIN ENCRYPTED PRIVATE KEY-----\n-----END ENCRYPTED PRIVATE KEY-----\n",
        "-----BEGIN ENCRYPTED PRIVATE KEY-----\n!!!!\n-----END ENCRYPTED PRIVATE KEY-----\n",
        "-----BEGIN ENCRYPTED PRIVATE KEY-----\nMAA=\n-----END ENCRYPTED PRIVATE KEY-----\n",
        "-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIQAAAAA\n-----END ENCRYPTED PRIVATE KEY-----\n",
        "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE=\n-----END OPENSSH PRIVATE KEY-----\n",
        "-----BEGIN OPENSSH PRIVATE KEY-----\n!!!!\n-----END OPENSSH PRIVATE KEY-----\n",
        "-----BEGIN OPENSSH PRIVATE KEY-----\n",
    })
    void garbledFilesAreRefusedInOneLineNamingTheFile(String text) throws IOException {
        Path file = Files.writeString(dir.resolve("garbled.key"), text);

        UserInputException e = assertThrows(UserInputException.class, () -> PrivateKeyFiles.unlock(file, passphrase("x")));

        assertTrue(e.getMessage().startsWith(file + ": "), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }

    @Test
    void everyTruncationAndByteFlipOfAnOpenSshKeyIsATypedRefusal() throws IOException {
        Path key = OpenSshTools.keygen(dir.resolve("id_ed25519"), "");
        String text = Files.readString(key);
        byte[] blob = Base64.getMimeDecoder().decode(text.replace("-----BEGIN OPENSSH PRIVATE KEY-----", "")
                .replace("-----END OPENSSH PRIVATE KEY-----", ""));
        Path damaged = dir.resolve("damaged");
        for (int length = 0; length < blob.length; length++) {
            Files.writeString(damaged, armor(Arrays.copyOf(blob, length)));
            assertThrows(UserInputException.class, () -> PrivateKeyFiles.unlock(damaged, passphrase("x")),
                    "truncated to " + length);
        }
        for (int i = 0; i < blob.length; i++) {
            byte[] flipped = blob.clone();
            flipped[i] ^= 0x5A;
            Files.writeString(damaged, armor(flipped));
            try {
                // A flip in the comment or padding leaves a usable key; anything else is refused in words.
                PrivateKeyFiles.unlock(damaged, passphrase("x"));
            } catch (UserInputException expected) {
                assertFalse(expected.getMessage().contains("\n"), expected.getMessage());
            }
        }
    }

    @Test
    void aHostileKeyCountIsRefusedBeforeTheLibraryAllocatesForIt() throws IOException {
        Path key = OpenSshTools.keygen(dir.resolve("id_ed25519"), "");
        byte[] blob = Base64.getMimeDecoder().decode(Files.readString(key).replace("-----BEGIN OPENSSH PRIVATE KEY-----", "")
                .replace("-----END OPENSSH PRIVATE KEY-----", ""));
        // magic (15), "none" (4 + 4), "none" (4 + 4), empty KDF options (4): the key count follows.
        int count = 15 + 8 + 8 + 4;
        assertEquals(1, java.nio.ByteBuffer.wrap(blob, count, 4).getInt());
        java.nio.ByteBuffer.wrap(blob).putInt(count, 0x7FFF_FFFF);
        Path hostile = Files.writeString(dir.resolve("hostile"), armor(blob));

        UserInputException e = assertThrows(UserInputException.class, () -> PrivateKeyFiles.unlock(hostile, passphrase("x")));

        assertTrue(e.getMessage().contains("2147483647 keys"), e.getMessage());
    }

    @Test
    void anOversizedFileIsRefusedBeforeParsing() throws IOException {
        Path file = Files.writeString(dir.resolve("huge.key"), "-----BEGIN OPENSSH PRIVATE KEY-----\n"
                + "A".repeat(PrivateKeyFiles.MAX_FILE_BYTES) + "\n");

        UserInputException e = assertThrows(UserInputException.class, () -> PrivateKeyFiles.unlock(file, passphrase("x")));

        assertTrue(e.getMessage().contains("-byte limit"), e.getMessage());
    }

    private static String armor(byte[] blob) {
        return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + Base64.getMimeEncoder(70, new byte[] {'\n'}).encodeToString(blob)
                + "\n-----END OPENSSH PRIVATE KEY-----\n";
    }

    private OpenSshTools.Result openssl(String... arguments) {
        return OpenSshTools.run(Map.of(), null, "openssl", arguments);
    }

    private Path resource(String name) throws IOException {
        return Files.write(dir.resolve(name), bytes(name));
    }

    private static byte[] bytes(String name) throws IOException {
        try (InputStream in = PrivateKeyFilesTest.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("test resource " + name + " is missing");
            }
            return in.readAllBytes();
        }
    }
}
