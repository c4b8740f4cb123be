package org.copydesk.model.signing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The parser meets hostile input: every failure must be a {@link MalformedSignatureException}. */
class SshSignatureParsingTest {

    private static final byte[] MESSAGE = "message".getBytes(StandardCharsets.UTF_8);

    private final SigningKey key = SigningKey.generate();
    private final SshSignature valid = SshSignature.sign(key, SignatureNamespaces.REVIEW_DECISION, MESSAGE);

    @ParameterizedTest
    @ValueSource(strings = {
        "",
        "\n",
        "hello",
        "-----BEGIN SSH SIGNATURE-----",
        "-----BEGIN SSH SIGNATURE-----\n-----END SSH SIGNATURE-----\n",
        "-----BEGIN SSH SIGNATURE-----\nU1NIU0lH\n",
        "-----BEGIN SSH SIGNATURE-----\n%%%%\n-----END SSH SIGNATURE-----\n",
        "-----BEGIN SSH SIGNATURE-----\nU1NI U0lH\n-----END SSH SIGNATURE-----\n",
        "-----BEGIN SSH SIGNATURE-----\n\n-----END SSH SIGNATURE-----\n",
        "-----BEGIN SSH SIGNATURE-----\nU1NIU0lH\n-----END SSH SIGNATURE-----\n",
        "-----BEGIN SSH SIGNATURE-----\nU1NIU0lHAAAAAQ==\n-----END SSH SIGNATURE-----\n",
        "-----BEGIN SSH SIGNATURE-----\nU1NIU0lHAAAAAf////8=\n-----END SSH SIGNATURE-----\n",
        "-----BEGIN SSH SIGNATURE-----\nU1NIU0lH=AAA\n-----END SSH SIGNATURE-----\n",
    })
    void refusesGarbledArmorWithAOneLineReason(String armored) {
        MalformedSignatureException e = assertThrows(MalformedSignatureException.class,
                () -> SshSignature.parseArmored(armored));

        assertFalse(e.getMessage().isBlank());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }

    @Test
    void refusesTextBeforeTheBeginLine() {
        assertThrows(MalformedSignatureException.class, () -> SshSignature.parseArmored("x\n" + valid.armored()));
    }

    @Test
    void refusesTrailingGarbageAfterTheEndLine() {
        assertThrows(MalformedSignatureException.class, () -> SshSignature.parseArmored(valid.armored() + "junk\n"));
        assertThrows(MalformedSignatureException.class, () -> SshSignature.parseArmored(valid.armored() + "\n"));
        assertThrows(MalformedSignatureException.class,
                () -> SshSignature.parseArmored(valid.armored() + valid.armored()));
    }

    @Test
    void refusesOversizedInputBeforeDecodingIt() {
        String body = "A".repeat(70) + "\n";
        String huge = "-----BEGIN SSH SIGNATURE-----\n" + body.repeat(100) + "-----END SSH SIGNATURE-----\n";

        MalformedSignatureException e = assertThrows(MalformedSignatureException.class,
                () -> SshSignature.parseArmored(huge));
        assertTrue(e.getMessage().contains("larger"), e.getMessage());
    }

    @Test
    void refusesAWrongMagicPreamble() {
        assertRefused(blob("SSHSIX", 1, key.publicKey().wireBlob(), "sha512", ed25519SignatureBlob(64), new byte[0]),
                "magic");
    }

    @Test
    void refusesAnUnknownVersion() {
        assertRefused(blob("SSHSIG", 2, key.publicKey().wireBlob(), "sha512", ed25519SignatureBlob(64), new byte[0]),
                "version 2");
    }

    @Test
    void refusesAnUnknownHash() {
        assertRefused(blob("SSHSIG", 1, key.publicKey().wireBlob(), "md5", ed25519SignatureBlob(64), new byte[0]),
                "md5");
    }

    @Test
    void refusesTrailingBytesAfterTheSignature() {
        assertRefused(blob("SSHSIG", 1, key.publicKey().wireBlob(), "sha512", ed25519SignatureBlob(64), new byte[] {0}),
                "trailing");
    }

    @Test
    void refusesAnRsaKey() {
        byte[] rsaKey = new SshWireWriter().string("ssh-rsa").string(new byte[] {1, 0, 1}).string(new byte[64])
                .toByteArray();

        assertRefused(blob("SSHSIG", 1, rsaKey, "sha512", ed25519SignatureBlob(64), new byte[0]), "ssh-rsa");
    }

    @Test
    void refusesASignatureOfTheWrongLength() {
        assertRefused(blob("SSHSIG", 1, key.publicKey().wireBlob(), "sha512", ed25519SignatureBlob(63), new byte[0]),
                "64 bytes");
    }

    @Test
    void refusesASignatureTypeThatDisagreesWithTheKey() {
        byte[] rsaSignature = new SshWireWriter().string("rsa-sha2-512").string(new byte[64]).toByteArray();

        assertRefused(blob("SSHSIG", 1, key.publicKey().wireBlob(), "sha512", rsaSignature, new byte[0]), "rsa-sha2-512");
    }

    @Test
    void refusesAHostileLengthPrefix() {
        byte[] hostile = new SshWireWriter().raw("SSHSIG".getBytes(StandardCharsets.US_ASCII)).uint32(1)
                .uint32(0xFFFFFFFFL).toByteArray();

        assertRefused(hostile, "more than");
    }

    @Test
    void refusesEveryTruncationOfTheBlob() {
        byte[] blob = valid.blob();

        for (int length = 0; length < blob.length; length++) {
            byte[] truncated = Arrays.copyOf(blob, length);
            assertThrows(MalformedSignatureException.class,
                    () -> SshSignature.parseArmored(SshSignatureArmor.armor(truncated)), "truncated to " + length);
        }
    }

    @Test
    void refusesEveryTruncationOfTheArmoredText() {
        String armored = valid.armored();

        // Dropping only the final line end leaves the same signature; every shorter cut is refused.
        for (int length = 0; length < armored.length() - 1; length++) {
            String truncated = armored.substring(0, length);
            assertThrows(MalformedSignatureException.class, () -> SshSignature.parseArmored(truncated),
                    "truncated to " + length + " characters");
        }
    }

    @Test
    void letsNothingButTheTypedExceptionEscapeFromRandomDamage() {
        Random random = new Random(20261015L);
        byte[] blob = valid.blob();

        for (int round = 0; round < 5_000; round++) {
            byte[] damaged = blob.clone();
            int flips = 1 + random.nextInt(4);
            for (int i = 0; i < flips; i++) {
                damaged[random.nextInt(damaged.length)] = (byte) random.nextInt(256);
            }
            String armored = SshSignatureArmor.armor(damaged);
            try {
                SshSignature parsed = SshSignature.parseArmored(armored);
                // Damage that still parses must not verify unless it left the signed parts intact.
                if (!Arrays.equals(parsed.blob(), blob)) {
                    assertFalse(parsed.verify(MESSAGE, SignatureNamespaces.REVIEW_DECISION, key.publicKey()).isValid(),
                            "damaged signature verified");
                }
            } catch (MalformedSignatureException expected) {
                assertFalse(expected.getMessage().isBlank());
            }
        }
    }

    private static void assertRefused(byte[] blob, String reasonContains) {
        MalformedSignatureException e = assertThrows(MalformedSignatureException.class,
                () -> SshSignature.parseArmored(SshSignatureArmor.armor(blob)));
        assertTrue(e.getMessage().contains(reasonContains), e.getMessage());
        assertEquals(-1, e.getMessage().indexOf('\n'));
    }

    private static byte[] blob(String magic, long version, byte[] keyBlob, String hash, byte[] signatureBlob,
            byte[] trailing) {
        return new SshWireWriter()
                .raw(magic.getBytes(StandardCharsets.US_ASCII))
                .uint32(version)
                .string(keyBlob)
                .string(SignatureNamespaces.REVIEW_DECISION)
                .string(new byte[0])
                .string(hash)
                .string(signatureBlob)
                .raw(trailing)
                .toByteArray();
    }

    private static byte[] ed25519SignatureBlob(int length) {
        return new SshWireWriter().string("ssh-ed25519").string(new byte[length]).toByteArray();
    }
}
