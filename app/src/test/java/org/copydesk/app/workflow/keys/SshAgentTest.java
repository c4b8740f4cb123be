package org.copydesk.app.workflow.keys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.copydesk.app.OpenSshTools;
import org.copydesk.app.TestAgent;
import org.copydesk.app.workflow.UserInputException;
import org.copydesk.app.workflow.decide.KeyFiles;
import org.copydesk.model.signing.SignatureNamespaces;
import org.copydesk.model.signing.SignatureVerdict;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.model.signing.SshPublicKey;
import org.copydesk.model.signing.SshSignature;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The agent client against a real {@code ssh-agent} started by the test, with keys added by {@code ssh-add}. */
class SshAgentTest {

    static final byte[] MESSAGE = "a decision's canonical bytes".getBytes(StandardCharsets.UTF_8);

    @TempDir
    Path dir;

    private TestAgent agent;

    @BeforeEach
    void start() throws Exception {
        agent = TestAgent.start(dir.resolve("agent"));
    }

    @AfterEach
    void stop() throws InterruptedException {
        agent.close();
    }

    private static SshPublicKey publicKeyOf(Path privateKeyFile) throws IOException {
        return SshPublicKey.parse(Files.readString(Path.of(privateKeyFile + ".pub")).strip());
    }

    @Test
    void listsTheEd25519KeysAddedWithSshAddAndLeavesOtherTypesOut() throws Exception {
        Path ed = OpenSshTools.keygen(dir.resolve("id_ed25519"), "");
        Path rsa = dir.resolve("id_rsa");
        assertEquals(0, OpenSshTools.run(Map.of(), null, "ssh-keygen", "-q", "-t", "rsa", "-b", "2048", "-N", "",
                "-f", rsa.toString()).code());
        assertEquals(0, agent.add(rsa, "").code());
        assertEquals(0, agent.add(ed, "").code());

        List<SshAgent.Identity> identities = new SshAgent(agent.socket()).identities();

        assertEquals(List.of(publicKeyOf(ed)), identities.stream().map(SshAgent.Identity::publicKey).toList());
        assertEquals("id_ed25519", identities.get(0).comment());
    }

    @Test
    void theAgentSignsAndTheSignatureIsTheOneTheKeyFileMakes() throws Exception {
        Path key = OpenSshTools.keygen(dir.resolve("id_ed25519"), "correct horse battery", "-Z", "aes256-gcm@openssh.com");
        OpenSshTools.Result added = agent.add(key, "correct horse battery");
        assertEquals(0, added.code(), added.describe());
        SshPublicKey publicKey = publicKeyOf(key);

        SshSignature viaAgent = SshSignature.sign(new SshAgent(agent.socket()).signingKey(publicKey),
                SignatureNamespaces.REVIEW_DECISION, MESSAGE);

        assertEquals(SignatureVerdict.VALID, viaAgent.verify(MESSAGE, SignatureNamespaces.REVIEW_DECISION, publicKey));
        // Ed25519 is deterministic: the agent and the unlocked file sign identically.
        SigningKey fromFile = KeyFiles.unlock(key, "correct horse battery".toCharArray());
        assertEquals(SshSignature.sign(fromFile, SignatureNamespaces.REVIEW_DECISION, MESSAGE).armored(), viaAgent.armored());
    }

    @Test
    void sshAddAcceptsAKeyCopydeskMade() throws Exception {
        KeyFiles.Generated made = KeyFiles.generate("ed.ramos", dir.resolve("keys"), "correct horse battery".toCharArray());

        OpenSshTools.Result added = agent.add(made.privateKeyPath(), "correct horse battery");

        assertEquals(0, added.code(), added.describe());
        SshPublicKey publicKey = KeyFiles.readPublicKey(made.publicKeyPath());
        assertEquals(List.of(publicKey),
                new SshAgent(agent.socket()).identities().stream().map(SshAgent.Identity::publicKey).toList());
        assertEquals(SignatureVerdict.VALID, SshSignature.sign(new SshAgent(agent.socket()).signingKey(publicKey),
                SignatureNamespaces.REVIEW_DECISION, MESSAGE).verify(MESSAGE, SignatureNamespaces.REVIEW_DECISION, publicKey));
    }

    @Test
    void askingTheAgentToSignWithAKeyItDoesNotHoldIsRefusedInWords() {
        SshPublicKey absent = SigningKey.generate().publicKey();

        UserInputException e = assertThrows(UserInputException.class,
                () -> SshSignature.sign(new SshAgent(agent.socket()).signingKey(absent), SignatureNamespaces.REVIEW_DECISION,
                        MESSAGE));

        assertTrue(e.getMessage().contains("refused to sign"), e.getMessage());
    }

    @Test
    void noAgentIsExplainedWithWhatToDo() {
        UserInputException unset = assertThrows(UserInputException.class, () -> SshAgent.fromEnvironment(Map.of()));
        assertTrue(unset.getMessage().contains("SSH_AUTH_SOCK is not set"), unset.getMessage());

        UserInputException gone = assertThrows(UserInputException.class,
                () -> new SshAgent(dir.resolve("no-such.sock")).identities());
        assertTrue(gone.getMessage().startsWith("cannot reach ssh-agent at "), gone.getMessage());
    }
}
