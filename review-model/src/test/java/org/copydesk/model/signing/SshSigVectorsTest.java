package org.copydesk.model.signing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;

import org.copydesk.model.json.SharedSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * OpenSSH's own SSHSIG vectors (shared/spec/vectors/sshsig): an ed25519 and an ed25519-sk
 * signature over the same message, read from the shared folder. Each verifies; a byte flipped
 * anywhere in the signed message, the signature or (for the security key) its flags, counter or
 * application does not.
 */
class SshSigVectorsTest {

    private static final Path DIR = SharedSpec.vectors().resolve("sshsig");

    private static String read(String name) throws IOException {
        return Files.readString(DIR.resolve(name), StandardCharsets.UTF_8);
    }

    private static byte[] message() throws IOException {
        return Files.readAllBytes(DIR.resolve("signed-data"));
    }

    private static String namespace() throws IOException {
        return read("namespace").strip();
    }

    @ParameterizedTest
    @ValueSource(strings = {"ed25519", "ed25519_sk"})
    void verifies(String vector) throws IOException {
        SshPublicKey key = SshPublicKey.parse(read(vector + ".pub"));
        SshSignature signature = SshSignature.parseArmored(read(vector + ".sig"));
        assertEquals(key, signature.publicKey());
        assertEquals(SignatureVerdict.VALID, signature.verify(message(), namespace(), key));
        assertEquals(read(vector + ".sig"), signature.armored(), "written back byte for byte");
    }

    @Test
    void theSecurityKeyVectorCarriesItsApplicationFlagsAndCounter() throws IOException {
        SshPublicKey key = SshPublicKey.parse(read("ed25519_sk.pub"));
        assertTrue(key.isSecurityKey());
        assertEquals(SshPublicKey.SK_KEY_TYPE, key.keyType());
        assertEquals("ssh:", key.application());
        SshSignature signature = SshSignature.parseArmored(read("ed25519_sk.sig"));
        AuthenticatorData data = signature.authenticator().orElseThrow();
        assertTrue(data.userPresent());
        assertFalse(data.userVerified());
        assertEquals("user presence", data.describe());
        assertTrue(SshSignature.parseArmored(read("ed25519.sig")).authenticator().isEmpty());
        assertFalse(SshPublicKey.parse(read("ed25519.pub")).isSecurityKey());
    }

    @Test
    void theFingerprintIsOpenSshs() throws Exception {
        for (String vector : new String[] {"ed25519", "ed25519_sk"}) {
            Process keygen = new ProcessBuilder("ssh-keygen", "-l", "-E", "sha256", "-f",
                    DIR.resolve(vector + ".pub").toString()).redirectErrorStream(true).start();
            String printed = new String(keygen.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(0, keygen.waitFor(), printed);
            assertEquals(printed.split(" ")[1], SshPublicKey.parse(read(vector + ".pub")).fingerprint());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ed25519", "ed25519_sk"})
    void aFlippedByteInTheMessageDoesNotVerify(String vector) throws IOException {
        SshPublicKey key = SshPublicKey.parse(read(vector + ".pub"));
        SshSignature signature = SshSignature.parseArmored(read(vector + ".sig"));
        byte[] message = message();
        for (int i = 0; i < message.length; i++) {
            byte[] flipped = message.clone();
            flipped[i] ^= 0x01;
            assertEquals(SignatureVerdict.BAD_SIGNATURE, signature.verify(flipped, namespace(), key), "byte " + i);
        }
    }

    /**
     * Every byte of the signature blob flipped in turn: each copy is refused as unreadable or
     * fails to verify; none verifies.
     */
    @ParameterizedTest
    @ValueSource(strings = {"ed25519", "ed25519_sk"})
    void aFlippedByteInTheSignatureDoesNotVerify(String vector) throws IOException {
        SshPublicKey key = SshPublicKey.parse(read(vector + ".pub"));
        byte[] blob = SshSignatureArmor.dearmor(read(vector + ".sig"));
        int verified = 0;
        for (int i = 0; i < blob.length; i++) {
            for (int bit : new int[] {0x01, 0x80}) {
                byte[] flipped = blob.clone();
                flipped[i] ^= (byte) bit;
                Optional<SignatureVerdict> verdict = verdict(flipped, key);
                if (verdict.isPresent() && verdict.get().isValid()) {
                    verified++;
                }
            }
        }
        assertEquals(0, verified, "flipped copies that still verified");
    }

    @Test
    void aSecurityKeySignatureWithoutUserPresenceIsRefused() throws IOException {
        SshPublicKey key = SshPublicKey.parse(read("ed25519_sk.pub"));
        SshSignature genuine = SshSignature.parseArmored(read("ed25519_sk.sig"));
        AuthenticatorData touched = genuine.authenticator().orElseThrow();
        SshSignature untouched = new SshSignature(key, genuine.namespace(), genuine.reserved(),
                genuine.hashAlgorithm(), genuine.signature(),
                Optional.of(new AuthenticatorData(touched.flags() & ~AuthenticatorData.USER_PRESENT, touched.counter())));
        // The flags are signed over, so clearing the flag breaks the signature before presence is judged.
        assertEquals(SignatureVerdict.BAD_SIGNATURE, untouched.verify(message(), namespace(), key));
    }

    /**
     * A software stand-in for a token: an ed25519 key whose signatures are made as a security key
     * makes them (PROTOCOL.u2f), so flags no token here can be asked for are tested.
     */
    private static SshSignature signedAsSecurityKey(SigningKey key, String namespace, byte[] message, int flags) {
        SshPublicKey skKey = SshPublicKey.securityKey(key.publicKey().ed25519Key(), "ssh:");
        byte[] sshsigSigned = new SshWireWriter().raw("SSHSIG".getBytes(StandardCharsets.US_ASCII)).string(namespace)
                .string(new byte[0]).string("sha512").string(sha512(message))
                .toByteArray();
        byte[] u2f = new SshWireWriter().raw(org.copydesk.model.json.Sha256.digest("ssh:".getBytes(StandardCharsets.UTF_8)))
                .raw(new byte[] {(byte) flags}).uint32(7).raw(org.copydesk.model.json.Sha256.digest(sshsigSigned))
                .toByteArray();
        return new SshSignature(skKey, namespace, new byte[0], "sha512", key.signRaw(u2f),
                Optional.of(new AuthenticatorData(flags, 7)));
    }

    @Test
    void presenceAndVerificationAreReadFromTheSignedFlags() throws IOException {
        SigningKey key = SigningKey.generate();
        byte[] message = message();
        SshSignature untouched = signedAsSecurityKey(key, "unittest", message, 0);
        SshPublicKey skKey = untouched.publicKey();
        assertEquals(SignatureVerdict.NO_USER_PRESENCE, untouched.verify(message, "unittest", skKey));
        SshSignature touched = signedAsSecurityKey(key, "unittest", message, AuthenticatorData.USER_PRESENT);
        assertEquals(SignatureVerdict.VALID, touched.verify(message, "unittest", skKey));
        assertEquals("user presence", touched.authenticator().orElseThrow().describe());
        SshSignature verified = signedAsSecurityKey(key, "unittest", message,
                AuthenticatorData.USER_PRESENT | AuthenticatorData.USER_VERIFIED);
        assertEquals(SignatureVerdict.VALID, verified.verify(message, "unittest", skKey));
        assertEquals("user presence, verified", verified.authenticator().orElseThrow().describe());
        assertEquals(verified, SshSignature.parseArmored(verified.armored()));
    }

    /**
     * Stock {@code ssh-keygen -Y verify} verifies both stand-in signatures, so the signed data is
     * built as OpenSSH builds it. OpenSSH 9.2 does not ask SSHSIG signatures for user presence;
     * copydesk does (the untouched one reads {@code NO_USER_PRESENCE} above).
     */
    @Test
    void sshKeygenAgreesOnTheStandIn(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        SigningKey key = SigningKey.generate();
        byte[] message = message();
        SshSignature touched = signedAsSecurityKey(key, "unittest", message, AuthenticatorData.USER_PRESENT);
        SshSignature untouched = signedAsSecurityKey(key, "unittest", message, 0);
        Files.writeString(dir.resolve("allowed"), "signer namespaces=\"unittest\" "
                + touched.publicKey().toOpenSshLine() + "\n");
        Files.write(dir.resolve("message"), message);
        Files.writeString(dir.resolve("touched.sig"), touched.armored());
        Files.writeString(dir.resolve("untouched.sig"), untouched.armored());
        assertEquals(0, keygenVerify(dir, "touched.sig"));
        assertEquals(0, keygenVerify(dir, "untouched.sig"));
        assertEquals(SignatureVerdict.NO_USER_PRESENCE, untouched.verify(message, "unittest", untouched.publicKey()));
    }

    private static int keygenVerify(Path dir, String signature) throws Exception {
        Process keygen = new ProcessBuilder("ssh-keygen", "-Y", "verify", "-f", dir.resolve("allowed").toString(),
                "-I", "signer", "-n", "unittest", "-s", dir.resolve(signature).toString())
                .redirectInput(dir.resolve("message").toFile()).redirectErrorStream(true)
                .redirectOutput(dir.resolve(signature + ".out").toFile()).start();
        return keygen.waitFor();
    }

    private static byte[] sha512(byte[] bytes) {
        try {
            return java.security.MessageDigest.getInstance("SHA-512").digest(bytes);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void theApplicationIsSignedOver() throws IOException {
        SshPublicKey key = SshPublicKey.parse(read("ed25519_sk.pub"));
        SshPublicKey otherApplication = SshPublicKey.securityKey(key.ed25519Key(), "ssh:other");
        assertNotEquals(key.fingerprint(), otherApplication.fingerprint());
        SshSignature genuine = SshSignature.parseArmored(read("ed25519_sk.sig"));
        SshSignature moved = new SshSignature(otherApplication, genuine.namespace(), genuine.reserved(),
                genuine.hashAlgorithm(), genuine.signature(), genuine.authenticator());
        assertEquals(SignatureVerdict.BAD_SIGNATURE, moved.verify(message(), namespace(), otherApplication));
    }

    @Test
    void aPlainKeySignatureCannotPassAsASecurityKeysOrTheOtherWayRound() throws IOException {
        byte[] sk = SshSignatureArmor.dearmor(read("ed25519_sk.sig"));
        byte[] plain = SshSignatureArmor.dearmor(read("ed25519.sig"));
        SshPublicKey skKey = SshPublicKey.parse(read("ed25519_sk.pub"));
        SshPublicKey plainKey = SshPublicKey.parse(read("ed25519.pub"));
        // The vectors' two keys differ; the same bytes read as the other type are no signature at all.
        String skLine = read("ed25519_sk.pub");
        String asPlain = skLine.replaceFirst("^sk-ssh-ed25519@openssh.com", "ssh-ed25519");
        try {
            SshPublicKey.parse(asPlain);
            fail("a key line whose type and blob disagree was read");
        } catch (MalformedKeyException expected) {
            assertTrue(expected.getMessage().contains("sk-ssh-ed25519@openssh.com"), expected.getMessage());
        }
        assertFalse(Arrays.equals(sk, plain));
        assertTrue(verdict(sk, plainKey).map(v -> !v.isValid()).orElse(true));
        assertTrue(verdict(plain, skKey).map(v -> !v.isValid()).orElse(true));
    }

    private static Optional<SignatureVerdict> verdict(byte[] blob, SshPublicKey key) {
        try {
            return Optional.of(SshSignature.parseArmored(SshSignatureArmor.armor(blob)).verify(message(), namespace(), key));
        } catch (MalformedSignatureException | MalformedKeyException | IllegalArgumentException e) {
            return Optional.empty();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
