package org.copydesk.model.signing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** SSHSIG against the real /usr/bin/ssh-keygen, in both directions (FORMATS §4.1). */
class SshSignatureInteropTest {

    private static final String PRINCIPAL = "ed.ramos";
    private static final String NAMESPACE = SignatureNamespaces.REVIEW_DECISION;
    private static final byte[] MESSAGE =
            "{\"decision\":\"approve\",\"rationale\":\"Numbers match the release PDF.\"}".getBytes(StandardCharsets.UTF_8);

    @TempDir
    Path dir;

    private SigningKey ourKey;

    @BeforeEach
    void writeMessageAndAllowedSigners() throws IOException {
        ourKey = SigningKey.generate();
        Files.write(dir.resolve("msg"), MESSAGE);
        Files.writeString(dir.resolve("allowed_signers"),
                AllowedSignersLine.of(PRINCIPAL, NAMESPACE, ourKey.publicKey()).format() + "\n");
    }

    @Test
    void ourSignatureVerifiesWithSshKeygen() throws Exception {
        Files.writeString(dir.resolve("msg.sig"), SshSignature.sign(ourKey, NAMESPACE, MESSAGE).armored());

        ExternalTool.Result result = verifyWithSshKeygen(MESSAGE, NAMESPACE);

        assertTrue(result.succeeded(), result.describe());
        assertTrue(result.stdout().contains("Good \"" + NAMESPACE + "\" signature for " + PRINCIPAL), result.stdout());
    }

    @Test
    void sshKeygenRefusesOurSignatureOverATamperedMessage() throws Exception {
        Files.writeString(dir.resolve("msg.sig"), SshSignature.sign(ourKey, NAMESPACE, MESSAGE).armored());
        byte[] tampered = MESSAGE.clone();
        tampered[5] ^= 1;

        assertFalse(verifyWithSshKeygen(tampered, NAMESPACE).succeeded());
    }

    @Test
    void sshKeygenRefusesOurSignatureInAnotherNamespace() throws Exception {
        Files.writeString(dir.resolve("msg.sig"),
                SshSignature.sign(ourKey, SignatureNamespaces.REVIEWER_ROSTER, MESSAGE).armored());

        assertFalse(verifyWithSshKeygen(MESSAGE, NAMESPACE).succeeded());
    }

    @Test
    void sshKeygenSignatureVerifiesWithOurs() throws Exception {
        SshSignature signature = SshSignature.parseArmored(signWithSshKeygen(NAMESPACE));

        assertEquals(SignatureVerdict.VALID, signature.verify(MESSAGE, NAMESPACE, sshKeygenPublicKey()));
    }

    @Test
    void sshKeygenSignatureOverATamperedMessageFailsWithOurs() throws Exception {
        SshSignature signature = SshSignature.parseArmored(signWithSshKeygen(NAMESPACE));
        byte[] tampered = MESSAGE.clone();
        tampered[MESSAGE.length - 2] ^= 1;

        assertEquals(SignatureVerdict.BAD_SIGNATURE, signature.verify(tampered, NAMESPACE, sshKeygenPublicKey()));
    }

    @Test
    void sshKeygenSignatureInAnotherNamespaceFailsWithOurs() throws Exception {
        SshSignature signature = SshSignature.parseArmored(signWithSshKeygen(SignatureNamespaces.REVIEWER_ROSTER));

        assertEquals(SignatureVerdict.WRONG_NAMESPACE, signature.verify(MESSAGE, NAMESPACE, sshKeygenPublicKey()));
    }

    @Test
    void sshKeygenSha256SignatureVerifiesWithOurs() throws Exception {
        SshSignature signature = SshSignature.parseArmored(signWithSshKeygen(NAMESPACE, "-O", "hashalg=sha256"));

        assertEquals(SshSignature.HASH_SHA256, signature.hashAlgorithm());
        assertEquals(SignatureVerdict.VALID, signature.verify(MESSAGE, NAMESPACE, sshKeygenPublicKey()));
    }

    @Test
    void ourArmorIsByteIdenticalToSshKeygensForTheSameKey() throws Exception {
        String theirs = signWithSshKeygen(NAMESPACE);
        SigningKey sameKey = OpenSshPrivateKeyFile.read(Files.readString(dir.resolve("key")));

        assertEquals(sshKeygenPublicKey(), sameKey.publicKey());
        assertEquals(theirs, SshSignature.sign(sameKey, NAMESPACE, MESSAGE).armored());
    }

    private ExternalTool.Result verifyWithSshKeygen(byte[] message, String namespace) throws Exception {
        return ExternalTool.sshKeygen(dir, message, "-Y", "verify", "-f", "allowed_signers", "-I", PRINCIPAL,
                "-n", namespace, "-s", "msg.sig");
    }

    private String signWithSshKeygen(String namespace, String... options) throws Exception {
        if (!Files.exists(dir.resolve("key"))) {
            ExternalTool.Result keygen = ExternalTool.sshKeygen(dir, "-q", "-t", "ed25519", "-N", "", "-C", PRINCIPAL,
                    "-f", "key");
            assertTrue(keygen.succeeded(), keygen.describe());
        }
        String[] arguments = new String[6 + options.length];
        arguments[0] = "-Y";
        arguments[1] = "sign";
        arguments[2] = "-f";
        arguments[3] = "key";
        arguments[4] = "-n";
        arguments[5] = namespace;
        System.arraycopy(options, 0, arguments, 6, options.length);
        ExternalTool.Result sign = ExternalTool.sshKeygen(dir, MESSAGE, arguments);
        assertTrue(sign.succeeded(), sign.describe());
        return sign.stdout();
    }

    private SshPublicKey sshKeygenPublicKey() throws IOException {
        return SshPublicKey.parse(Files.readString(dir.resolve("key.pub")));
    }
}
