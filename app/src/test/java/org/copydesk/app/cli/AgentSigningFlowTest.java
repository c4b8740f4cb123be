package org.copydesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.app.OpenSshTools;
import org.copydesk.app.SharedVectors;
import org.copydesk.app.TestAgent;
import org.copydesk.app.workflow.DemoSeed;
import org.copydesk.model.json.Json;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --agent}: copydesk in a JVM of its own, as a user runs it, with {@code SSH_AUTH_SOCK}
 * naming a real ssh-agent that holds the editor's passphrase-protected key. No terminal and no
 * passphrase file: a passphrase asked for would fail the command.
 */
class AgentSigningFlowTest {

    static final String PASSPHRASE = "correct horse battery";

    @TempDir
    Path dir;

    TestAgent agent;
    CliRunner cli;
    String store;
    Path editor;

    @BeforeEach
    void setUp() throws Exception {
        agent = TestAgent.start(dir.resolve("agent"));
        cli = new CliRunner(dir.resolve("default.db"), DemoSeed.NONE);
        store = dir.resolve("s.db").toString();
        Path owner = OpenSshTools.keygen(dir.resolve("id_owner"), "");
        editor = OpenSshTools.keygen(dir.resolve("id_editor"), PASSPHRASE);
        OpenSshTools.Result added = agent.add(editor, PASSPHRASE);
        assertEquals(0, added.code(), added.describe());
        assertEquals(0, cli.run("--store", store, "import", SharedVectors.bundle().toString()).code());
        assertEquals(0, cli.run("--store", store, "roster", "init", "--owner", "olive.owner", "--name", "Olive",
                "--public-key", owner + ".pub").code());
        CliRunner.Result add = cli.run("--store", store, "roster", "add", "--reviewer", "ed.ramos", "--name", "Ed Ramos",
                "--roles", "editor", "--public-key", editor + ".pub", "--key", owner.toString());
        assertEquals(0, add.code(), add.err());
    }

    @AfterEach
    void stop() throws InterruptedException {
        agent.close();
    }

    @Test
    void decideWithTheAgentSignsAsTheRosterEntryAndTheSignatureVerifies() throws Exception {
        Ran decided = copydesk(agent.environment(), "--store", store, "decide", "--json", "--subject",
                DecisionFlowTest.POLL, "--decision", "approve", "--rationale", "Numbers match the release", "--agent");

        assertEquals(0, decided.code(), decided.err());
        JsonNode decision = Json.parse(decided.out().getBytes(StandardCharsets.UTF_8));
        assertEquals("ed.ramos", decision.get("reviewer").get("reviewer_id").asText());
        JsonNode verified = cli.run("--store", store, "verify", "--json").json().get("decisions");
        assertEquals("valid", verified.get(0).get("state").asText(), verified.toString());

        Path out = dir.resolve("export");
        assertEquals(0, cli.run("--store", store, "export", "--out", out.toString()).code());
        Path exported = out.resolve(decision.get("decision_sha256").asText() + ".json");
        OpenSshTools.Result stock = OpenSshTools.run(Map.of(), exported, "ssh-keygen", "-Y", "verify", "-f",
                out.resolve("allowed_signers").toString(), "-I", "ed.ramos", "-n", "review-decision@copydesk",
                "-s", exported + ".sig");
        assertEquals(0, stock.code(), stock.describe());
    }

    @Test
    void anAgentWithoutARosterKeyIsRefusedWithWhatItHolds() throws Exception {
        Ran refused = copydesk(agent.environment(), "--store", store, "decide", "--subject", DecisionFlowTest.POLL,
                "--decision", "approve", "--rationale", "Numbers match", "--agent", "--as", "rita.reviewer");

        assertEquals(2, refused.code(), refused.err());
        assertTrue(refused.err().contains("ssh-agent holds no active roster key of rita.reviewer"), refused.err());
        assertEquals(0, cli.run("--store", store, "verify", "--json").json().get("decisions").size());
    }

    @Test
    void withoutAnAgentTheCommandSaysHowToStartOne() throws Exception {
        Ran refused = copydesk(Map.of(), "--store", store, "decide", "--subject", DecisionFlowTest.POLL,
                "--decision", "approve", "--rationale", "Numbers match", "--agent");

        assertEquals(2, refused.code(), refused.err());
        assertTrue(refused.err().contains("SSH_AUTH_SOCK is not set"), refused.err());
    }

    record Ran(int code, String out, String err) {
    }

    private Ran copydesk(Map<String, String> environment, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-Djava.awt.headless=true", "-cp", System.getProperty("java.class.path"),
                "org.copydesk.app.Main"));
        command.addAll(List.of(args));
        Path out = Files.createTempFile(dir, "out", ".txt");
        Path err = Files.createTempFile(dir, "err", ".txt");
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        Map<String, String> env = builder.environment();
        env.remove("SSH_AUTH_SOCK");
        env.put("XDG_DATA_HOME", dir.resolve("xdg").toString());
        env.putAll(new HashMap<>(environment));
        Process process = builder.start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException("copydesk did not finish: " + command);
        }
        return new Ran(process.exitValue(), Files.readString(out), Files.readString(err));
    }
}
