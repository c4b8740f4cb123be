package org.copydesk.app.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.model.json.Json;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The standalone verifier (packaging/verifier, Python 3 standard library, no copydesk code) on a
 * real export, with stock ssh-keygen for the signatures; and on that export with one decision
 * file or a whole decision removed, a roster change removed, the entries list reordered, or one
 * proof altered. Needs python3 and ssh-keygen, which .ci/run installs.
 */
class StandaloneVerifierTest {

    private static final Path VERIFIER = Path.of("..", "packaging", "verifier").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    Path export;
    List<String> decisions = new ArrayList<>();

    record Ran(int code, String out) {
    }

    @BeforeEach
    void export() throws IOException {
        LogDesk desk = LogDesk.in(dir);
        decisions.add(desk.decided("ed.ramos", "approve", "Numbers match the release.", LogDesk.POLL));
        decisions.add(desk.decided("ed.ramos", "reject", "Injected instructions in b002", LogDesk.BLOCKED));
        desk.add("other.owner", "owner");
        export = dir.resolve("export");
        LogDesk.ok(desk.onStore("export", "--out", export.toString()));
    }

    private static Ran python(Path workingDirectory, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("python3"));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).directory(workingDirectory.toFile()).redirectErrorStream(true)
                .start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "python3 did not finish");
        return new Ran(process.exitValue(), out);
    }

    private Ran verify() throws IOException, InterruptedException {
        return python(VERIFIER, "copydesk_verify_export.py", export.toString(), "--ssh-keygen");
    }

    @Test
    void theVerifiersOwnTestsPass() throws IOException, InterruptedException {
        Ran ran = python(VERIFIER, "-m", "unittest", "-q", "test_copydesk_verify_export");
        assertEquals(0, ran.code(), ran.out());
    }

    @Test
    void aRealExportVerifiesWithItsProofsAndStockSshKeygen() throws IOException, InterruptedException {
        Ran ran = verify();
        assertEquals(0, ran.code(), ran.out());
        assertTrue(ran.out().contains("every decision is in the history the checkpoint signs"), ran.out());
    }

    @Test
    void anExportWithOneDecisionRemovedFailsNamingIt() throws IOException, InterruptedException {
        Path removed = export.resolve(decisions.get(0) + ".json");
        Files.delete(removed);
        Ran ran = verify();
        assertEquals(1, ran.code(), ran.out());
        assertTrue(ran.out().contains(removed + ": missing"), ran.out());
    }

    @Test
    void anExportWithOneProofAlteredFailsNamingIt() throws IOException, InterruptedException {
        Path proof = export.resolve(decisions.get(1) + ".json.proof");
        String text = Files.readString(proof);
        int at = text.indexOf("\"path\"");
        int hex = text.indexOf('"', text.indexOf('[', at)) + 1;
        char flipped = text.charAt(hex) == '0' ? '1' : '0';
        Files.writeString(proof, text.substring(0, hex) + flipped + text.substring(hex + 1));
        Ran ran = verify();
        assertEquals(1, ran.code(), ran.out());
        assertTrue(ran.out().contains(proof + ": its path does not lead to the checkpoint's root"), ran.out());
    }

    @Test
    void anExportWhoseCheckpointSignatureIsNotTheSignersIsRefusedBySshKeygen() throws IOException, InterruptedException {
        Path checkpoint = export.resolve("checkpoint.json");
        String text = Files.readString(checkpoint);
        Files.writeString(checkpoint, text.replace("\"reviewer_id\" : \"olive.owner\"", "\"reviewer_id\" : \"ed.ramos\""));
        Ran ran = verify();
        assertEquals(1, ran.code(), ran.out());
        assertTrue(ran.out().contains(checkpoint + ": ssh-keygen -Y verify refuses its signature"), ran.out());
    }

    private Path entriesList() {
        return export.resolve("decision-log-entries.json");
    }

    @Test
    void anExportWithAWholeDecisionRemovedFailsNamingItsEntry() throws IOException, InterruptedException {
        String sha = decisions.get(0);
        for (String suffix : List.of(".json", ".json.sig", ".json.proof")) {
            Files.delete(export.resolve(sha + suffix));
        }
        Ran ran = verify();
        assertEquals(1, ran.code(), ran.out());
        long position = Json.parse(Files.readAllBytes(entriesList())).get("entries").findParents("document_sha256")
                .stream().filter(e -> e.get("document_sha256").asText().equals(sha)).findFirst().orElseThrow()
                .get("index").asLong();
        assertTrue(ran.out().contains(entriesList() + ": position " + position + " (decision " + sha + "): missing"),
                ran.out());
    }

    @Test
    void anExportWhoseEntriesListIsReorderedFailsNamingTheEntry() throws IOException, InterruptedException {
        ObjectNode list = (ObjectNode) Json.parse(Files.readAllBytes(entriesList()));
        ArrayNode entries = (ArrayNode) list.get("entries");
        JsonNode first = entries.get(0);
        entries.set(0, entries.get(1));
        entries.set(1, first);
        Files.writeString(entriesList(), Json.pretty(list));
        Ran ran = verify();
        assertEquals(1, ran.code(), ran.out());
        assertTrue(ran.out().contains(entriesList() + ": position 0 (" + entries.get(0).get("kind").asText() + " "
                + entries.get(0).get("document_sha256").asText() + "): it says it is at position 1"), ran.out());
    }

    @Test
    void anExportWithARosterChangeRemovedFailsNamingItsEntry() throws IOException, InterruptedException {
        JsonNode list = Json.parse(Files.readAllBytes(entriesList())).get("entries");
        JsonNode last = null;
        for (JsonNode e : list) {
            if (e.get("kind").asText().equals("roster_change")) {
                last = e;
            }
        }
        String sha = last.get("document_sha256").asText();
        Files.delete(export.resolve("roster").resolve(sha + ".json"));
        Ran ran = verify();
        assertEquals(1, ran.code(), ran.out());
        assertTrue(ran.out().contains(entriesList() + ": position " + last.get("index").asLong() + " (roster_change "
                + sha + "): missing"), ran.out());
    }

    private static Ran sshKeygenVerify(Path allowedSigners, String signer, String namespace, Path document)
            throws IOException, InterruptedException {
        Process process = new ProcessBuilder("ssh-keygen", "-Y", "verify", "-f", allowedSigners.toString(), "-I", signer,
                "-n", namespace, "-s", document + ".sig").redirectInput(document.toFile()).redirectErrorStream(true)
                .start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "ssh-keygen did not finish");
        return new Ran(process.exitValue(), out);
    }

    @Test
    void anExportWhoseEntriesListHasAnExtraEntryFails() throws IOException, InterruptedException {
        ObjectNode list = (ObjectNode) Json.parse(Files.readAllBytes(entriesList()));
        ArrayNode entries = (ArrayNode) list.get("entries");
        ObjectNode extra = entries.get(entries.size() - 1).deepCopy();
        extra.put("index", entries.size());
        entries.add(extra);
        Files.writeString(entriesList(), Json.pretty(list));
        Ran ran = verify();
        assertEquals(1, ran.code(), ran.out());
        assertTrue(ran.out().contains(entriesList() + ": it lists " + entries.size() + " entries"), ran.out());
    }

    @Test
    void everySignedRosterChangeOfARealExportVerifiesWithStockSshKeygenAndItsAllowedSigners()
            throws IOException, InterruptedException {
        int signed = 0;
        for (JsonNode entry : Json.parse(Files.readAllBytes(entriesList())).get("entries")) {
            if (!entry.get("kind").asText().equals("roster_change")) {
                continue;
            }
            Path document = export.resolve("roster").resolve(entry.get("document_sha256").asText() + ".json");
            JsonNode change = Json.parse(Files.readAllBytes(document));
            if (change.get("signed_by").isNull()) {
                assertEquals("init", change.get("action").asText());
                continue;
            }
            Ran ran = sshKeygenVerify(export.resolve("roster").resolve("allowed_signers"),
                    change.get("signed_by").asText(), "reviewer-roster@copydesk", document);
            assertEquals(0, ran.code(), document + ": " + ran.out());
            assertTrue(ran.out().contains("Good \"reviewer-roster@copydesk\" signature for olive.owner"), ran.out());
            signed++;
        }
        assertEquals(3, signed);
    }

    @Test
    void anExportWithARosterChangesSignatureReplacedIsRefusedBySshKeygen() throws IOException, InterruptedException {
        JsonNode entry = Json.parse(Files.readAllBytes(entriesList())).get("entries").get(1);
        Path signature = export.resolve("roster").resolve(entry.get("document_sha256").asText() + ".json.sig");
        Files.copy(export.resolve(decisions.get(0) + ".json.sig"), signature, StandardCopyOption.REPLACE_EXISTING);
        Ran ran = verify();
        assertEquals(1, ran.code(), ran.out());
        assertTrue(ran.out().contains(signature + ": ssh-keygen -Y verify refuses it as olive.owner's signature"), ran.out());
    }
}
