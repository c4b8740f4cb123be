package org.copydesk.model.signing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

class SshSignatureTest {

    private static final byte[] MESSAGE = "{\"decision\":\"approve\"}".getBytes(StandardCharsets.UTF_8);

    private final SigningKey key = SigningKey.generate();

    @Test
    void verifiesOverTheSignedMessageWithTheExpectedNamespaceAndKey() {
        SshSignature signature = SshSignature.sign(key, SignatureNamespaces.REVIEW_DECISION, MESSAGE);

        assertEquals(SignatureVerdict.VALID,
                signature.verify(MESSAGE, SignatureNamespaces.REVIEW_DECISION, key.publicKey()));
    }

    @Test
    void reportsATamperedMessageAsABadSignature() {
        SshSignature signature = SshSignature.sign(key, SignatureNamespaces.REVIEW_DECISION, MESSAGE);
        byte[] tampered = MESSAGE.clone();
        tampered[3] ^= 1;

        assertEquals(SignatureVerdict.BAD_SIGNATURE,
                signature.verify(tampered, SignatureNamespaces.REVIEW_DECISION, key.publicKey()));
    }

    @Test
    void reportsASignatureFromAnotherNamespaceAsWrongNamespace() {
        SshSignature rosterSignature = SshSignature.sign(key, SignatureNamespaces.REVIEWER_ROSTER, MESSAGE);

        assertEquals(SignatureVerdict.WRONG_NAMESPACE,
                rosterSignature.verify(MESSAGE, SignatureNamespaces.REVIEW_DECISION, key.publicKey()));
    }

    @Test
    void reportsAnotherSignersKeyAsWrongKey() {
        SshSignature signature = SshSignature.sign(key, SignatureNamespaces.REVIEW_DECISION, MESSAGE);

        assertEquals(SignatureVerdict.WRONG_KEY,
                signature.verify(MESSAGE, SignatureNamespaces.REVIEW_DECISION, SigningKey.generate().publicKey()));
    }

    @Test
    void reportsAForgedSignatureWithTheRightKeyAsABadSignature() {
        SshSignature genuine = SshSignature.sign(key, SignatureNamespaces.REVIEW_DECISION, MESSAGE);
        byte[] raw = genuine.signature();
        raw[10] ^= 0x40;
        SshSignature forged = new SshSignature(genuine.publicKey(), genuine.namespace(), genuine.reserved(),
                genuine.hashAlgorithm(), raw);

        assertEquals(SignatureVerdict.BAD_SIGNATURE,
                forged.verify(MESSAGE, SignatureNamespaces.REVIEW_DECISION, key.publicKey()));
    }

    @Test
    void exposesTheSignersPublicKeyAfterParsing() {
        String armored = SshSignature.sign(key, SignatureNamespaces.REVIEW_DECISION, MESSAGE).armored();

        SshSignature parsed = SshSignature.parseArmored(armored);

        assertEquals(key.publicKey(), parsed.publicKey());
        assertEquals(key.publicKey().fingerprint(), parsed.publicKey().fingerprint());
        assertEquals(SignatureNamespaces.REVIEW_DECISION, parsed.namespace());
        assertEquals(SshSignature.HASH_SHA512, parsed.hashAlgorithm());
    }

    @Test
    void parsesBackExactlyWhatItArmored() {
        SshSignature signature = SshSignature.sign(key, SignatureNamespaces.REVIEW_DECISION, MESSAGE);

        SshSignature parsed = SshSignature.parseArmored(signature.armored());

        assertEquals(signature, parsed);
        assertEquals(signature.armored(), parsed.armored());
    }

    @Test
    void armorsAtSeventyColumnsBetweenBeginAndEndLines() {
        String armored = SshSignature.sign(key, SignatureNamespaces.REVIEW_DECISION, MESSAGE).armored();
        List<String> lines = armored.lines().toList();

        assertEquals("-----BEGIN SSH SIGNATURE-----", lines.get(0));
        assertEquals("-----END SSH SIGNATURE-----", lines.get(lines.size() - 1));
        assertTrue(armored.endsWith("-----END SSH SIGNATURE-----\n"));
        for (String body : lines.subList(1, lines.size() - 2)) {
            assertEquals(70, body.length(), body);
        }
        assertTrue(lines.get(lines.size() - 2).length() <= 70);
    }

    @Test
    void acceptsCrLfLineEndsFromACopiedFile() {
        SshSignature signature = SshSignature.sign(key, SignatureNamespaces.REVIEW_DECISION, MESSAGE);

        assertEquals(signature, SshSignature.parseArmored(signature.armored().replace("\n", "\r\n")));
    }

    @Test
    void signsTheSameBytesIdenticallyBecauseEd25519IsDeterministic() {
        assertEquals(SshSignature.sign(key, SignatureNamespaces.REVIEW_DECISION, MESSAGE).armored(),
                SshSignature.sign(key, SignatureNamespaces.REVIEW_DECISION, MESSAGE).armored());
    }

    @Test
    void refusesToSignInANamespaceThatWouldActAsAPattern() {
        assertThrows(IllegalArgumentException.class, () -> SshSignature.sign(key, "*", MESSAGE));
        assertThrows(IllegalArgumentException.class, () -> SshSignature.sign(key, "", MESSAGE));
    }

    @Test
    void signsAnEmptyMessage() {
        SshSignature signature = SshSignature.sign(key, SignatureNamespaces.REVIEW_DECISION, new byte[0]);

        assertTrue(signature.verify(new byte[0], SignatureNamespaces.REVIEW_DECISION, key.publicKey()).isValid());
    }
}
