package org.copydesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.app.OpenSshTools;
import org.copydesk.app.SharedVectors;
import org.copydesk.app.workflow.DemoSeed;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The signed-decision flow through the real CLI: keys, roster, decide, verify, export. */
class DecisionFlowTest {

    static final String POLL = "f5197fc2656047b932614b878e82b6a261c94f0f0ba057ec4831acea73ec5296";
    static final String BLOCKED = "d7c1ecf75ae97ab68b8abfe8020a8f92eabb2ca58084bc83d0164670d408f801";
    static final String COMMENTARY = "3c6490daedf0c079ba99b76be628ba40708975acad12b58888f271c71eb4370b";

    @TempDir
    Path dir;

    CliRunner cli;
    String store;
    String pass;
    Path keys;

    @BeforeEach
    void setUp() throws IOException {
        cli = new CliRunner(dir.resolve("default.db"), DemoSeed.NONE);
        CliDesk desk = new CliDesk(cli, dir).keygen("olive.owner", "ed.ramos", "rita.reviewer");
        store = desk.store;
        pass = desk.pass;
        keys = desk.keys;
        cli.run("--store", store, "import", SharedVectors.bundle().toString());
        desk.owner("olive.owner", "Olive Owner").add("ed.ramos", "Ed Ramos", "editor", "olive.owner")
                .add("rita.reviewer", "Rita", "reviewer", "olive.owner");
    }

    String key(String file) {
        return keys.resolve(file).toString();
    }

    CliRunner.Result decide(String signer, String decision, String rationale, String... subjects) {
        java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("--store", store, "decide", "--json",
                "--decision", decision, "--rationale", rationale, "--key", key(signer + ".key"), "--passphrase-file", pass));
        for (String subject : subjects) {
            args.add("--subject");
            args.add(subject);
        }
        return cli.run(args.toArray(String[]::new));
    }

    @Test
    void privateKeysAreWrittenOwnerOnly() throws IOException {
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(keys.resolve("ed.ramos.key"))));
        assertTrue(Files.readString(keys.resolve("ed.ramos.key")).startsWith("-----BEGIN OPENSSH PRIVATE KEY-----"));
    }

    @Test
    void sshKeygenReadsTheKeyWithItsPassphraseOnlyAndPrintsThePublicKeyKeygenWrote() throws IOException {
        String key = keys.resolve("ed.ramos.key").toString();
        OpenSshTools.Result derived = OpenSshTools.run(Map.of(), null,
                "ssh-keygen", "-y", "-P", "correct horse battery", "-f", key);
        assertEquals(0, derived.code(), derived.describe());
        assertEquals(Files.readString(keys.resolve("ed.ramos.pub")).strip(), derived.out().strip());
        assertTrue(OpenSshTools.run(Map.of(), null, "ssh-keygen", "-y", "-P", "", "-f", key)
                .code() != 0, "the key is encrypted");
    }

    @Test
    void anEditorApprovesARunAndTheDecisionVerifies() {
        CliRunner.Result result = decide("ed.ramos", "approve", "Numbers match the release; MoE as published.", POLL.substring(0, 8));
        assertEquals(0, result.code(), result.err());
        JsonNode decision = result.json();
        assertEquals(POLL, decision.get("subject").get("sha256").get(0).asText());
        assertEquals("ed.ramos", decision.get("reviewer").get("reviewer_id").asText());
        assertEquals("editor", decision.get("reviewer").get("role").asText());
        assertEquals("copydesk-checks/2", decision.get("checks").get("engine").asText());
        JsonNode verify = cli.run("--store", store, "verify", "--json").json();
        assertEquals("valid", verify.get("decisions").get(0).get("state").asText());
        for (JsonNode record : cli.run("--store", store, "list", "--json").json().get("records")) {
            assertEquals(record.get("id").asText().equals(POLL) ? "approve" : null,
                    record.get("decision").isNull() ? null : record.get("decision").asText());
        }
    }

    @Test
    void refusesApprovingABlockedRunAndStoresNothing() {
        CliRunner.Result result = decide("ed.ramos", "approve", "Looks fine", BLOCKED);
        assertEquals(1, result.code());
        assertTrue(result.err().contains("blocked run can only be rejected"), result.err());
        assertEquals(0, decisions());
        assertEquals(0, decide("ed.ramos", "reject", "Injected instructions in b002", BLOCKED).code());
    }

    @Test
    void refusesABlankRationale() {
        CliRunner.Result result = decide("ed.ramos", "approve", "   ", POLL);
        assertEquals(1, result.code());
        assertTrue(result.err().contains("rationale"), result.err());
        assertEquals(0, decisions());
    }

    @Test
    void refusesADecisionTheRoleDoesNotPermit() {
        CliRunner.Result result = decide("rita.reviewer", "approve", "I checked it", POLL);
        assertEquals(1, result.code());
        assertTrue(result.err().contains("may not approve a shadow_run"), result.err());
        assertEquals(0, decisions());
    }

    @Test
    void refusesAnUnknownSubjectAndAnUnknownDecision() {
        assertEquals(1, decide("ed.ramos", "approve", "why", "00000000").code());
        CliRunner.Result wrong = decide("ed.ramos", "same_sample", "why", POLL);
        assertEquals(1, wrong.code());
        assertTrue(wrong.err().contains("not a decision on a shadow_run"), wrong.err());
        assertEquals(0, decisions());
    }

    @Test
    void approvingOverFailedChecksRequiresTheRationaleToNameThem() {
        CliRunner.Result vague = decide("ed.ramos", "approve", "fine by me", COMMENTARY);
        assertEquals(1, vague.code());
        assertTrue(vague.err().contains("commentary.sources_human_approved"), vague.err());
        CliRunner.Result named = decide("ed.ramos", "approve",
                "commentary.sources_human_approved fails only because the poll is approved in another desk's store",
                COMMENTARY);
        assertEquals(0, named.code(), named.err());
        assertEquals("commentary.sources_human_approved", named.json().get("checks").get("failed").get(0).asText());
    }

    @Test
    void approvingThePollLetsTheCommentaryPassItsSourceCheck() {
        assertEquals(1, cli.run("--store", store, "check", "--record", COMMENTARY).code());
        decide("ed.ramos", "approve", "Numbers match the release", POLL);
        assertEquals(0, cli.run("--store", store, "check", "--record", COMMENTARY).code());
    }

    @Test
    void aSecondDecisionSupersedesTheFirstAndARevokeRevokes() {
        String first = decide("ed.ramos", "approve", "Numbers match", POLL).json().get("decision_sha256").asText();
        JsonNode second = decide("ed.ramos", "reject", "On second reading the MoE is wrong", POLL).json();
        assertEquals(first, second.get("supersedes").asText());
        assertEquals(java.util.List.of("superseded", "valid"), states());
        CliRunner.Result revoke = decide("ed.ramos", "revoke", "Signed on the wrong record",
                second.get("decision_sha256").asText().substring(0, 10));
        assertEquals(0, revoke.code(), revoke.err());
        assertEquals(java.util.List.of("valid", "revoked", "valid"), states(),
                "revoking the newer decision leaves the first one standing again");
    }

    @Test
    void reviewersDecideDuplicatePairsWithBothDigestsSorted() {
        CliRunner.Result result = decide("rita.reviewer", "distinct", "Different tasks on one article", COMMENTARY, POLL);
        assertEquals(0, result.code(), result.err());
        JsonNode subject = result.json().get("subject");
        assertEquals("duplicate_pair", subject.get("kind").asText());
        assertEquals(COMMENTARY, subject.get("sha256").get(0).asText());
        assertEquals(POLL, subject.get("sha256").get(1).asText());
        assertEquals(1, decide("rita.reviewer", "approve", "no", COMMENTARY, POLL).code());
    }

    @Test
    void contentChangedWithPlainSqlMakesTheDecisionStale() throws Exception {
        decide("ed.ramos", "approve", "Numbers match", POLL);
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + store);
             java.sql.Statement s = c.createStatement()) {
            s.executeUpdate("DROP TRIGGER run_immutable_update");
            s.executeUpdate("UPDATE run SET body = replace(body, '\"pct\":46', '\"pct\":56') WHERE record_sha256 = '"
                    + POLL + "'");
            s.executeUpdate("UPDATE run SET body = CAST(replace(CAST(body AS TEXT), 'Harbor Research', 'Harbour Research') AS BLOB)"
                    + " WHERE record_sha256 = '" + POLL + "'");
        }
        assertEquals(java.util.List.of("stale"), states());
        assertEquals(1, cli.run("--store", store, "verify").code());
    }

    @Test
    void aDecisionEditedWithPlainSqlNoLongerVerifies() throws Exception {
        decide("ed.ramos", "reject", "Wrong shares", POLL);
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + store);
             java.sql.Statement s = c.createStatement()) {
            s.executeUpdate("DROP TRIGGER decision_append_only_update");
            s.executeUpdate("UPDATE decision SET body = CAST(replace(CAST(body AS TEXT), '\"reject\"', '\"approve\"') "
                    + "AS BLOB), decision = 'approve'");
        }
        assertEquals(java.util.List.of("bad_signature"), states());
        assertEquals(1, cli.run("--store", store, "verify").code());
    }

    @Test
    void plainSqlCannotDeleteADecision() throws Exception {
        decide("ed.ramos", "approve", "Numbers match", POLL);
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + store);
             java.sql.Statement s = c.createStatement()) {
            org.junit.jupiter.api.Assertions.assertThrows(java.sql.SQLException.class,
                    () -> s.executeUpdate("DELETE FROM decision"));
        }
        assertEquals(1, decisions());
    }

    @Test
    void aDecisionByARevokedKeyIsRefusedButEarlierOnesStayValid() {
        decide("ed.ramos", "approve", "Numbers match", POLL);
        assertEquals(0, cli.run("--store", store, "roster", "revoke", "--reviewer", "ed.ramos", "--key",
                key("olive.owner.key"), "--passphrase-file", pass).code());
        assertEquals(1, decide("ed.ramos", "reject", "changed my mind", POLL).code());
        assertEquals(java.util.List.of("valid"), states());
    }

    @Test
    void anExportedDecisionVerifiesWithStockSshKeygen() throws Exception {
        decide("ed.ramos", "approve", "Numbers match the release", POLL);
        Path out = dir.resolve("export");
        assertEquals(0, cli.run("--store", store, "export", "--out", out.toString()).code());
        String sha = cli.run("--store", store, "verify", "--json").json().get("decisions").get(0).get("decision_sha256").asText();
        Path decision = out.resolve(sha + ".json");
        Process verify = new ProcessBuilder("ssh-keygen", "-Y", "verify", "-f", out.resolve("allowed_signers").toString(),
                "-I", "ed.ramos", "-n", "review-decision@copydesk", "-s", decision + ".sig")
                .redirectInput(decision.toFile()).redirectErrorStream(true).start();
        String output = new String(verify.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(0, verify.waitFor(), output);
        assertTrue(output.contains("Good \"review-decision@copydesk\" signature for ed.ramos"), output);
        Files.write(decision, Files.readString(decision).replace("approve", "reject").getBytes());
        Process tampered = new ProcessBuilder("ssh-keygen", "-Y", "verify", "-f", out.resolve("allowed_signers").toString(),
                "-I", "ed.ramos", "-n", "review-decision@copydesk", "-s", decision + ".sig")
                .redirectInput(decision.toFile()).redirectErrorStream(true).start();
        tampered.getInputStream().readAllBytes();
        assertEquals(255, tampered.waitFor());
    }

    @Test
    void aForgedRosterEntryIsDetected() throws Exception {
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + store);
             java.sql.Statement s = c.createStatement()) {
            s.executeUpdate("DROP TRIGGER roster_change_append_only_update");
            s.executeUpdate("UPDATE roster_change SET body = CAST(replace(CAST(body AS TEXT), '\"reviewer\"]', "
                    + "'\"owner\"]') AS BLOB) WHERE sequence = 3");
        }
        CliRunner.Result show = cli.run("--store", store, "roster", "show", "--json");
        assertEquals(1, show.code());
        assertTrue(show.json().get("problems").get(0).asText().contains("roster change 3"), show.out());
        assertEquals(1, decide("ed.ramos", "approve", "Numbers match", POLL).code(), "no one signs on a forged roster");
    }

    private int decisions() {
        return cli.run("--store", store, "verify", "--json").json().get("decisions").size();
    }

    private java.util.List<String> states() {
        java.util.List<String> states = new java.util.ArrayList<>();
        for (JsonNode d : cli.run("--store", store, "verify", "--json").json().get("decisions")) {
            states.add(d.get("state").asText());
        }
        return states;
    }
}
