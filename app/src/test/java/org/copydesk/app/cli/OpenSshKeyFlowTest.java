package org.copydesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.app.OpenSshTools;
import org.copydesk.app.SharedVectors;
import org.copydesk.app.workflow.DemoSeed;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Editors who already have OpenSSH keys sign with them as they are: keys made by stock
 * {@code ssh-keygen} go on the roster, sign roster changes and decisions, verify, export, and
 * the export verifies with {@code ssh-keygen -Y verify}. The test runs with no terminal, so a
 * passphrase asked for an unencrypted key would fail it.
 */
class OpenSshKeyFlowTest {

    static final String POLL = DecisionFlowTest.POLL;
    static final String COMMENTARY = DecisionFlowTest.COMMENTARY;

    @TempDir
    Path dir;

    CliRunner cli;
    String store;
    Path pass;
    Path owner;
    Path editor;
    Path gcmEditor;

    @BeforeEach
    void setUp() throws IOException {
        cli = new CliRunner(dir.resolve("default.db"), DemoSeed.NONE);
        store = dir.resolve("s.db").toString();
        pass = Files.writeString(dir.resolve("pass"), "correct horse battery\n");
        owner = OpenSshTools.keygen(dir.resolve("id_owner"), "");
        editor = OpenSshTools.keygen(dir.resolve("id_editor"), "correct horse battery", "-a", "100");
        gcmEditor = OpenSshTools.keygen(dir.resolve("id_gcm"), "correct horse battery", "-Z", "aes256-gcm@openssh.com");
        assertEquals(0, cli.run("--store", store, "import", SharedVectors.bundle().toString()).code());
        ok(cli.run("--store", store, "roster", "init", "--owner", "olive.owner", "--name", "Olive Owner",
                "--public-key", owner + ".pub"));
        // The owner's key has no passphrase and no --passphrase-file is given: nothing may ask for one.
        ok(cli.run("--store", store, "roster", "add", "--reviewer", "ed.ramos", "--name", "Ed Ramos", "--roles", "editor",
                "--public-key", editor + ".pub", "--key", owner.toString()));
        ok(cli.run("--store", store, "roster", "add", "--reviewer", "gia.gcm", "--name", "Gia", "--roles", "editor",
                "--public-key", gcmEditor + ".pub", "--key", owner.toString()));
    }

    private static CliRunner.Result ok(CliRunner.Result result) {
        assertEquals(0, result.code(), result.err());
        return result;
    }

    private CliRunner.Result decide(Path key, boolean withPassphrase, String subject, String rationale) {
        return decide(key, withPassphrase, subject, "approve", rationale);
    }

    private CliRunner.Result decide(Path key, boolean withPassphrase, String subject, String decision, String rationale) {
        List<String> args = new ArrayList<>(List.of("--store", store, "decide", "--json", "--subject", subject,
                "--decision", decision, "--rationale", rationale, "--key", key.toString()));
        if (withPassphrase) {
            args.addAll(List.of("--passphrase-file", pass.toString()));
        }
        return cli.run(args.toArray(String[]::new));
    }

    @Test
    void decisionsSignedWithOpenSshKeysVerifyHereAndWithSshKeygen() {
        Path plainEditor = OpenSshTools.keygen(dir.resolve("id_plain"), "");
        ok(cli.run("--store", store, "roster", "add", "--reviewer", "pia.plain", "--name", "Pia", "--roles", "editor",
                "--public-key", plainEditor + ".pub", "--key", owner.toString()));
        String byEditor = ok(decide(editor, true, POLL, "Numbers match the release")).json().get("decision_sha256").asText();
        String byGcm = ok(decide(gcmEditor, true, COMMENTARY, "Claims are supported")).json().get("decision_sha256").asText();
        // No passphrase file and no terminal: an unencrypted key that asked for a passphrase would fail here.
        String byPlain = ok(decide(plainEditor, false, DecisionFlowTest.BLOCKED, "reject", "Blocked run: not for print"))
                .json().get("decision_sha256").asText();

        JsonNode verified = ok(cli.run("--store", store, "verify", "--json")).json().get("decisions");
        assertEquals(3, verified.size());
        verified.forEach(d -> assertEquals("valid", d.get("state").asText(), d.toString()));

        Path out = dir.resolve("export");
        ok(cli.run("--store", store, "export", "--out", out.toString()));
        assertSshKeygenVerifies(out, byEditor, "ed.ramos");
        assertSshKeygenVerifies(out, byGcm, "gia.gcm");
        assertSshKeygenVerifies(out, byPlain, "pia.plain");
    }

    @Test
    void anUnencryptedOwnerKeySignsWithoutAPassphraseFile() throws IOException {
        JsonNode roster = ok(cli.run("--store", store, "roster", "show", "--json")).json();

        assertEquals(0, roster.get("problems").size(), roster.toString());
        Map<String, String> keys = new HashMap<>();
        roster.get("entries").forEach(e -> keys.put(e.get("reviewer_id").asText(), e.get("public_key").asText()));
        assertEquals(publicKeyLine(editor), keys.get("ed.ramos"));
        assertEquals(publicKeyLine(gcmEditor), keys.get("gia.gcm"));
    }

    /** The key type and blob of {@code FILE.pub}, without ssh-keygen's comment. */
    private static String publicKeyLine(Path key) throws IOException {
        String[] parts = Files.readString(Path.of(key + ".pub")).strip().split(" ");
        return parts[0] + " " + parts[1];
    }

    @Test
    void anEncryptedKeyWithoutAPassphraseFileAsksTheTerminalAndSaysThereIsNone() {
        CliRunner.Result result = decide(editor, false, POLL, "Numbers match");

        assertEquals(2, result.code());
        assertTrue(result.err().contains("no terminal to ask for the passphrase"), result.err());
    }

    @ParameterizedTest
    @CsvSource(textBlock = """
            rsa,   ssh-rsa
            ecdsa, ecdsa-sha2-nistp256
            """)
    void theRosterRefusesAKeyTypeCopydeskCannotVerifyAtInitAsAtAdd(String type, String keyType) {
        Path key = dir.resolve("id_" + type);
        OpenSshTools.Result made = OpenSshTools.run(Map.of(), null, "ssh-keygen", "-q", "-t", type, "-f",
                key.toString(), "-N", "");
        assertEquals(0, made.code(), made.describe());
        Path fresh = dir.resolve("fresh.db");
        CliRunner.Result init = cli.run("--store", fresh.toString(), "roster", "init", "--owner",
                "sam.other", "--name", "Sam", "--public-key", key + ".pub");
        CliRunner.Result add = cli.run("--store", store, "roster", "add", "--reviewer", "sam.other", "--name", "Sam",
                "--roles", "editor", "--public-key", key + ".pub", "--key", owner.toString());

        for (CliRunner.Result refused : List.of(init, add)) {
            assertEquals(2, refused.code(), refused.err());
            assertTrue(refused.err().contains(key + ".pub"), refused.err());
            assertTrue(refused.err().contains("unsupported key type '" + keyType + "'"), refused.err());
        }
        assertTrue(!ok(cli.run("--store", store, "roster", "show", "--json")).out().contains("sam.other"));
        assertEquals(0, ok(cli.run("--store", fresh.toString(), "roster", "show", "--json")).json().get("entries").size());
    }

    @Test
    void aSecurityKeyGoesOnTheRosterAtInitAsAtAdd() {
        String securityKey = SharedVectors.root().resolve("sshsig").resolve("ed25519_sk.pub").toString();
        ok(cli.run("--store", dir.resolve("fresh.db").toString(), "roster", "init", "--owner", "sam.sk", "--name",
                "Sam", "--public-key", securityKey));
        ok(cli.run("--store", store, "roster", "add", "--reviewer", "sam.sk", "--name", "Sam", "--roles", "editor",
                "--public-key", securityKey, "--key", owner.toString()));
        String roster = ok(cli.run("--store", store, "roster", "show", "--json")).out();
        assertTrue(roster.contains("sam.sk") && roster.contains("sk-ssh-ed25519@openssh.com"), roster);
    }

    private static void assertSshKeygenVerifies(Path out, String decisionSha, String signer) {
        Path decision = out.resolve(decisionSha + ".json");
        OpenSshTools.Result verify = OpenSshTools.run(Map.of(), decision, "ssh-keygen", "-Y", "verify", "-f",
                out.resolve("allowed_signers").toString(), "-I", signer, "-n", "review-decision@copydesk",
                "-s", decision + ".sig");
        assertEquals(0, verify.code(), verify.describe());
        assertTrue(verify.out().contains("Good \"review-decision@copydesk\" signature for " + signer), verify.describe());
    }
}
