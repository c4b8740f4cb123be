package org.copydesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.app.OpenSshTools;
import org.copydesk.app.SharedVectors;
import org.copydesk.app.StandInTokenAgent;
import org.copydesk.app.workflow.DemoSeed;
import org.copydesk.model.json.Json;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A security key ({@code sk-ssh-ed25519@openssh.com}) on the roster, signing through the agent.
 * No token can be touched here and a real ssh-agent cannot hold such a key without one, so the
 * agent is {@link StandInTokenAgent}, which signs as a token does; copydesk runs in a JVM of its
 * own, as a user runs it. The export's signature is checked by stock {@code ssh-keygen}.
 */
class SecurityKeyFlowTest {

    @TempDir
    Path dir;

    CliRunner cli;
    String store;
    Path owner;

    @BeforeEach
    void setUp() {
        cli = new CliRunner(dir.resolve("default.db"), DemoSeed.NONE);
        store = dir.resolve("s.db").toString();
        owner = OpenSshTools.keygen(dir.resolve("id_owner"), "");
        assertEquals(0, cli.run("--store", store, "import", SharedVectors.bundle().toString()).code());
        assertEquals(0, cli.run("--store", store, "roster", "init", "--owner", "olive.owner", "--name", "Olive",
                "--public-key", owner + ".pub").code());
    }

    private void onRoster(StandInTokenAgent agent) throws IOException {
        Path pub = Files.writeString(dir.resolve("sam_sk.pub"), agent.publicKey().toOpenSshLine("sam@token") + "\n");
        CliRunner.Result add = cli.run("--store", store, "roster", "add", "--reviewer", "sam.sk", "--name", "Sam Sk",
                "--roles", "editor", "--public-key", pub.toString(), "--key", owner.toString());
        assertEquals(0, add.code(), add.err());
    }

    @Test
    void aTouchedSecurityKeySignsAndVerifySaysUserPresence() throws Exception {
        try (StandInTokenAgent agent = StandInTokenAgent.start(dir.resolve("agent/sock"), 0x01)) {
            onRoster(agent);
            Ran decided = copydesk(agent.environment(), "--store", store, "decide", "--json", "--subject",
                    DecisionFlowTest.POLL, "--decision", "approve", "--rationale", "Numbers match", "--agent");
            assertEquals(0, decided.code(), decided.err());
            JsonNode decision = Json.parse(decided.out().getBytes(StandardCharsets.UTF_8));

            JsonNode verified = cli.run("--store", store, "verify", "--json").json();
            JsonNode first = verified.get("decisions").get(0);
            assertEquals("valid", first.get("state").asText(), verified.toString());
            assertEquals("signature (security key, user presence), roster, role and content verified",
                    first.get("detail").asText());
            assertTrue(verified.get("log").toString().contains("\"intact\":true"), verified.toString());
            CliRunner.Result text = cli.run("--store", store, "verify");
            assertEquals(0, text.code(), text.err());
            assertTrue(text.out().contains("security key, user presence"), text.out());

            Path out = dir.resolve("export");
            assertEquals(0, cli.run("--store", store, "export", "--out", out.toString()).code());
            Path exported = out.resolve(decision.get("decision_sha256").asText() + ".json");
            OpenSshTools.Result stock = OpenSshTools.run(Map.of(), exported, "ssh-keygen", "-Y", "verify", "-f",
                    out.resolve("allowed_signers").toString(), "-I", "sam.sk", "-n", "review-decision@copydesk",
                    "-s", exported + ".sig");
            assertEquals(0, stock.code(), stock.describe());
            assertTrue(stock.out().contains("ED25519-SK"), stock.describe());
        }
    }

    @Test
    void aUserVerifiedSignatureSaysSo() throws Exception {
        try (StandInTokenAgent agent = StandInTokenAgent.start(dir.resolve("agent/sock"), 0x05)) {
            onRoster(agent);
            Ran decided = copydesk(agent.environment(), "--store", store, "decide", "--subject",
                    DecisionFlowTest.POLL, "--decision", "approve", "--rationale", "Numbers match", "--agent");
            assertEquals(0, decided.code(), decided.err());
            JsonNode first = cli.run("--store", store, "verify", "--json").json().get("decisions").get(0);
            assertEquals("signature (security key, user presence, verified), roster, role and content verified",
                    first.get("detail").asText());
        }
    }

    @Test
    void anUntouchedSignatureIsRefusedAndNothingIsStored() throws Exception {
        try (StandInTokenAgent agent = StandInTokenAgent.start(dir.resolve("agent/sock"), 0x00)) {
            onRoster(agent);
            Ran refused = copydesk(agent.environment(), "--store", store, "decide", "--subject",
                    DecisionFlowTest.POLL, "--decision", "approve", "--rationale", "Numbers match", "--agent");
            assertTrue(refused.code() != 0, refused.err());
            assertTrue(refused.err().contains("without being touched"), refused.err());
            assertEquals(1, refused.err().strip().lines().count(), refused.err());
            assertEquals(0, cli.run("--store", store, "verify", "--json").json().get("decisions").size());
        }
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
        builder.environment().put("XDG_DATA_HOME", dir.resolve("xdg").toString());
        builder.environment().putAll(environment);
        Process process = builder.start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException("copydesk did not finish: " + command);
        }
        return new Ran(process.exitValue(), Files.readString(out), Files.readString(err));
    }
}
