package org.copydesk.model.signing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PrivateKeyPemTest {

    // Most tests use a low count so the suite stays fast; one test covers the default.
    private static final int FAST_ITERATIONS = 1_000;

    @TempDir
    Path dir;

    private final SecureRandom random = new SecureRandom();

    @Test
    void roundTripsAKeyWithTheRightPassphrase() {
        SigningKey key = SigningKey.generate();
        String pem = PrivateKeyPem.encrypt(key, "correct horse".toCharArray(), FAST_ITERATIONS, random);

        SigningKey unlocked = PrivateKeyPem.decrypt(pem, "correct horse".toCharArray());

        assertEquals(key.publicKey(), unlocked.publicKey());
        byte[] message = "same bytes".getBytes(StandardCharsets.UTF_8);
        // Ed25519 is deterministic: the same seed signs the same bytes identically.
        assertArrayEquals(key.signRaw(message), unlocked.signRaw(message));
    }

    @Test
    void roundTripsWithTheDefaultIterationCount() {
        SigningKey key = SigningKey.generate();
        char[] passphrase = "ünïcode passphrase".toCharArray();

        String pem = PrivateKeyPem.encrypt(key, passphrase);

        assertEquals(key.publicKey(), PrivateKeyPem.decrypt(pem, passphrase).publicKey());
    }

    @Test
    void refusesAWrongPassphraseWithAMessageThatRevealsNothing() {
        SigningKey key = SigningKey.generate();
        String pem = PrivateKeyPem.encrypt(key, "right".toCharArray(), FAST_ITERATIONS, random);

        WrongPassphraseException e = assertThrows(WrongPassphraseException.class,
                () -> PrivateKeyPem.decrypt(pem, "wrong".toCharArray()));

        assertEquals(new WrongPassphraseException().getMessage(), e.getMessage());
        assertFalse(e.getMessage().contains(key.publicKey().fingerprint()));
    }

    @Test
    void refusesManyWrongPassphrasesAlwaysWithTheTypedException() {
        // AES-CBC padding accepts about 1 wrong key in 256; those must still be refused.
        String pem = PrivateKeyPem.encrypt(SigningKey.generate(), "right".toCharArray(), 1, random);

        for (int i = 0; i < 1_000; i++) {
            char[] wrong = ("wrong-" + i).toCharArray();
            assertThrows(WrongPassphraseException.class, () -> PrivateKeyPem.decrypt(pem, wrong));
        }
    }

    @Test
    void refusesAnEmptyPassphraseWhenUnlocking() {
        String pem = PrivateKeyPem.encrypt(SigningKey.generate(), "right".toCharArray(), FAST_ITERATIONS, random);

        assertThrows(WrongPassphraseException.class, () -> PrivateKeyPem.decrypt(pem, new char[0]));
    }

    @Test
    void refusesToWriteAKeyWithoutAPassphrase() {
        assertThrows(IllegalArgumentException.class, () -> PrivateKeyPem.encrypt(SigningKey.generate(), new char[0]));
    }

    @Test
    void leavesTheCallersPassphraseIntact() {
        char[] passphrase = "keep me".toCharArray();

        PrivateKeyPem.encrypt(SigningKey.generate(), passphrase, FAST_ITERATIONS, random);

        assertEquals("keep me", new String(passphrase));
    }

    @Test
    void writesStandardPemThatOpensslUnlocks() throws Exception {
        SigningKey key = SigningKey.generate();
        Files.writeString(dir.resolve("key.pem"),
                PrivateKeyPem.encrypt(key, "s3cret".toCharArray(), FAST_ITERATIONS, random));
        Files.writeString(dir.resolve("pass"), "s3cret\n");

        ExternalTool.Result result = ExternalTool.openssl(dir, "pkey", "-in", "key.pem", "-passin", "file:pass",
                "-pubout", "-outform", "DER", "-out", "pub.der");

        assertTrue(result.succeeded(), result.describe());
        byte[] spki = Files.readAllBytes(dir.resolve("pub.der"));
        byte[] rawPublicKey = Arrays.copyOfRange(spki, spki.length - 32, spki.length);
        assertEquals(HexFormat.of().formatHex(key.publicKey().ed25519Key()), HexFormat.of().formatHex(rawPublicKey));
    }

    @Test
    void unlocksAKeyThatOpensslEncryptedWithPbes2() throws Exception {
        Files.writeString(dir.resolve("pass"), "s3cret\n");
        assertTrue(ExternalTool.openssl(dir, "genpkey", "-algorithm", "ed25519", "-out", "plain.pem").succeeded());
        ExternalTool.Result encrypt = ExternalTool.openssl(dir, "pkcs8", "-topk8", "-in", "plain.pem", "-out", "key.pem",
                "-v2", "aes-256-cbc", "-v2prf", "hmacWithSHA256", "-passout", "file:pass");
        assertTrue(encrypt.succeeded(), encrypt.describe());
        ExternalTool.Result publicKey = ExternalTool.openssl(dir, "pkey", "-in", "plain.pem", "-pubout", "-outform", "DER",
                "-out", "pub.der");
        assertTrue(publicKey.succeeded(), publicKey.describe());

        SigningKey key = PrivateKeyPem.decrypt(Files.readString(dir.resolve("key.pem")), "s3cret".toCharArray());

        byte[] spki = Files.readAllBytes(dir.resolve("pub.der"));
        assertEquals(HexFormat.of().formatHex(Arrays.copyOfRange(spki, spki.length - 32, spki.length)),
                HexFormat.of().formatHex(key.publicKey().ed25519Key()));
    }

    @Test
    void explainsAnUnencryptedKey() {
        MalformedKeyException e = assertThrows(MalformedKeyException.class, () -> PrivateKeyPem.decrypt(
                "-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIA==\n-----END PRIVATE KEY-----\n", "x".toCharArray()));

        assertTrue(e.getMessage().contains("not encrypted"), e.getMessage());
    }

    @Test
    void explainsAnOpenSshKey() {
        MalformedKeyException e = assertThrows(MalformedKeyException.class, () -> PrivateKeyPem.decrypt(
                "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE=\n-----END OPENSSH PRIVATE KEY-----\n",
                "x".toCharArray()));

        assertTrue(e.getMessage().contains("OpenSSH"), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "",
        "hello",
        "-----BEGIN ENCRYPTED PRIVATE KEY-----\n",
        "-----BEGIN ENCRYPTED PRIVATE KEY-----\n-----END ENCRYPTED PRIVATE KEY-----\n",
        "-----BEGIN ENCRYPTED PRIVATE KEY-----\n!!!!\n-----END ENCRYPTED PRIVATE KEY-----\n",
        "-----BEGIN ENCRYPTED PRIVATE KEY-----\nMAA=\n-----END ENCRYPTED PRIVATE KEY-----\n",
        "-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIQAAAAA\n-----END ENCRYPTED PRIVATE KEY-----\n",
        "-----BEGIN ENCRYPTED PRIVATE KEY-----\nBAA=\n-----END ENCRYPTED PRIVATE KEY-----\n",
    })
    void refusesGarbledFilesWithAOneLineReason(String pem) {
        MalformedKeyException e = assertThrows(MalformedKeyException.class,
                () -> PrivateKeyPem.decrypt(pem, "x".toCharArray()));

        assertFalse(e.getMessage().isBlank());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }

    @Test
    void refusesEveryTruncationOfTheKeyWithATypedException() {
        String pem = PrivateKeyPem.encrypt(SigningKey.generate(), "right".toCharArray(), 1, random);
        byte[] der = derOf(pem);

        for (int length = 0; length < der.length; length++) {
            String truncated = pemOf(Arrays.copyOf(der, length));
            assertThrows(MalformedKeyException.class, () -> PrivateKeyPem.decrypt(truncated, "right".toCharArray()),
                    "truncated to " + length + " bytes");
        }
    }

    @Test
    void letsNoUntypedExceptionEscapeFromAnyByteFlip() {
        String pem = PrivateKeyPem.encrypt(SigningKey.generate(), "right".toCharArray(), 1, random);
        byte[] der = derOf(pem);

        for (int i = 0; i < der.length; i++) {
            byte[] flipped = der.clone();
            flipped[i] ^= 0x5A;
            String damaged = pemOf(flipped);
            try {
                // PBES2 has no integrity tag: a flip inside the seed's cipher blocks yields another
                // key. The caller detects that by comparing the fingerprint with the roster.
                PrivateKeyPem.decrypt(damaged, "right".toCharArray());
            } catch (MalformedKeyException | WrongPassphraseException expected) {
                assertFalse(expected.getMessage().isBlank());
            }
        }
    }

    @Test
    void refusesAnAbsurdIterationCountBeforeDerivingAnything() {
        String hostile = pemOf(pbes2Der(2_000_000_000, true));

        MalformedKeyException e = assertThrows(MalformedKeyException.class,
                () -> PrivateKeyPem.decrypt(hostile, "right".toCharArray()));

        assertTrue(e.getMessage().contains("iteration"), e.getMessage());
    }

    @Test
    void refusesPbkdf2WithTheDefaultSha1Prf() {
        String sha1 = pemOf(pbes2Der(1_000, false));

        MalformedKeyException e = assertThrows(MalformedKeyException.class,
                () -> PrivateKeyPem.decrypt(sha1, "right".toCharArray()));

        assertTrue(e.getMessage().contains("HMAC-SHA256"), e.getMessage());
    }

    /** A structurally valid PBES2 key file with chosen parameters and a dummy ciphertext. */
    private static byte[] pbes2Der(int iterations, boolean withSha256Prf) {
        byte[] pbes2 = HexFormat.of().parseHex("2a864886f70d01050d");
        byte[] pbkdf2 = HexFormat.of().parseHex("2a864886f70d01050c");
        byte[] hmacSha256 = HexFormat.of().parseHex("2a864886f70d0209");
        byte[] aes256Cbc = HexFormat.of().parseHex("60864801650304012a");
        byte[] kdfParameters = withSha256Prf
                ? DerWriter.sequence(DerWriter.octetString(new byte[16]), DerWriter.integer(iterations),
                        DerWriter.sequence(DerWriter.oid(hmacSha256), DerWriter.nullValue()))
                : DerWriter.sequence(DerWriter.octetString(new byte[16]), DerWriter.integer(iterations));
        return DerWriter.sequence(
                DerWriter.sequence(
                        DerWriter.oid(pbes2),
                        DerWriter.sequence(
                                DerWriter.sequence(DerWriter.oid(pbkdf2), kdfParameters),
                                DerWriter.sequence(DerWriter.oid(aes256Cbc), DerWriter.octetString(new byte[16])))),
                DerWriter.octetString(new byte[64]));
    }

    private static byte[] derOf(String pem) {
        String body = pem.replace("-----BEGIN ENCRYPTED PRIVATE KEY-----", "")
                .replace("-----END ENCRYPTED PRIVATE KEY-----", "").replace("\n", "");
        return Base64.getDecoder().decode(body);
    }

    private static String pemOf(byte[] der) {
        return "-----BEGIN ENCRYPTED PRIVATE KEY-----\n" + Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(der)
                + "\n-----END ENCRYPTED PRIVATE KEY-----\n";
    }
}
