package org.copydesk.app.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.decision.RosterChange;
import org.copydesk.model.json.Json;
import org.copydesk.model.log.MemoryTree;
import org.copydesk.model.log.MerkleHash;
import org.copydesk.model.log.MerkleProofs;
import org.copydesk.model.log.MerkleTrees;
import org.copydesk.model.log.SignedCheckpoint;
import org.copydesk.model.signing.SshSignature;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The decision log through the real CLI: every signing act a leaf and a checkpoint; show, prove, consistency, export. */
class DecisionLogFlowTest {

    @TempDir
    Path dir;

    LogDesk desk;

    @BeforeEach
    void setUp() throws IOException {
        desk = LogDesk.in(dir);
    }

    @Test
    void everyRosterChangeAndDecisionIsALeafAndEachSigningActSignsTheCheckpointAfterIt() {
        String decision = desk.decided("ed.ramos", "approve", "Numbers match the release.", LogDesk.POLL);
        JsonNode verify = desk.verify();
        JsonNode log = verify.get("log");
        assertTrue(log.get("intact").asBoolean(), log.toString());
        assertEquals(4, log.get("size").asLong());
        JsonNode checkpoint = log.get("checkpoint");
        assertEquals(4, checkpoint.get("size").asLong());
        assertEquals("ed.ramos", checkpoint.get("signer").get("reviewer_id").asText());
        assertEquals(log.get("root_sha256").asText(), checkpoint.get("root_sha256").asText());
        assertTrue(SignedCheckpoint.from(checkpoint).signatureVerifies());
        assertEquals(verify.get("decisions").get(0).get("decision_sha256").asText(), decision);
    }

    @Test
    void logShowSaysIntactAndProveGivesAnInclusionProofThatVerifiesAgainstTheCheckpoint() {
        String first = desk.decided("ed.ramos", "approve", "Numbers match the release.", LogDesk.POLL);
        desk.decided("ed.ramos", "reject", "Injected instructions in b002", LogDesk.BLOCKED);
        JsonNode show = LogDesk.ok(desk.onStore("log", "show", "--json")).json();
        assertTrue(show.get("intact").asBoolean());
        JsonNode proof = LogDesk.ok(desk.onStore("log", "prove", "--decision", first.substring(0, 10), "--json")).json();
        assertEquals("decision-log-proof.v1", proof.get("schema").asText());
        assertEquals(3, proof.get("leaf_index").asLong());
        assertEquals(5, proof.get("tree_size").asLong());
        assertTrue(verifies(proof, show.get("checkpoint").get("root_sha256").asText()));
        assertTrue(desk.onStore("log", "show").out().contains("history intact"));
    }

    @Test
    void exportWritesTheCheckpointAndAProofBesideEachDecision() throws IOException {
        String first = desk.decided("ed.ramos", "approve", "Numbers match the release.", LogDesk.POLL);
        String second = desk.decided("ed.ramos", "reject", "Injected instructions in b002", LogDesk.BLOCKED);
        Path out = dir.resolve("export");
        LogDesk.ok(desk.onStore("export", "--out", out.toString()));
        SignedCheckpoint checkpoint = SignedCheckpoint.from(Json.parse(Files.readAllBytes(out.resolve("checkpoint.json"))));
        assertTrue(checkpoint.signatureVerifies());
        for (String sha : List.of(first, second)) {
            JsonNode proof = Json.parse(Files.readAllBytes(out.resolve(sha + ".json.proof")));
            byte[] body = Files.readAllBytes(out.resolve(sha + ".json"));
            assertEquals(HexFormat.of().formatHex(MerkleHash.leaf(body)), proof.get("leaf_sha256").asText());
            assertTrue(verifies(proof, checkpoint.checkpoint().rootHex()));
        }
        assertTrue(Files.readString(out.resolve("allowed_signers")).contains("decision-log@copydesk"));
    }

    @Test
    void exportListsEveryEntryUpToTheCheckpointAndEachRosterChangesSignedBytes() throws IOException {
        String decision = desk.decided("ed.ramos", "approve", "Numbers match the release.", LogDesk.POLL);
        Path out = dir.resolve("export");
        assertEquals(1, LogDesk.ok(desk.onStore("export", "--out", out.toString(), "--json")).json().get("exported")
                .asLong());
        SignedCheckpoint checkpoint = SignedCheckpoint.from(Json.parse(Files.readAllBytes(out.resolve("checkpoint.json"))));
        JsonNode list = Json.parse(Files.readAllBytes(out.resolve("decision-log-entries.json")));
        assertEquals("decision-log-entries.v1", list.get("schema").asText());
        assertEquals(checkpoint.checkpoint().size(), list.get("size").asLong());
        JsonNode entries = list.get("entries");
        assertEquals(checkpoint.checkpoint().size(), entries.size());
        List<String> kinds = new ArrayList<>();
        List<byte[]> leaves = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            JsonNode entry = entries.get(i);
            assertEquals(i, entry.get("index").asLong());
            String sha = entry.get("document_sha256").asText();
            boolean isDecision = entry.get("kind").asText().equals("decision");
            Path document = isDecision ? out.resolve(sha + ".json") : out.resolve("roster").resolve(sha + ".json");
            byte[] body = Files.readAllBytes(document);
            assertEquals(HexFormat.of().formatHex(MerkleHash.leaf(body)), entry.get("leaf_sha256").asText(), document.toString());
            leaves.add(MerkleHash.leaf(body));
            kinds.add(entry.get("kind").asText());
            if (!isDecision && RosterChange.from(Json.parse(body)).signedBy().isPresent()) {
                SshSignature signature = SshSignature.parseArmored(Files.readString(Path.of(document + ".sig")));
                assertTrue(signature.verify(body, RosterChange.NAMESPACE, signature.publicKey()).isValid(), document.toString());
            }
        }
        assertEquals(List.of("roster_change", "roster_change", "roster_change", "decision"), kinds);
        assertEquals(decision, entries.get(3).get("document_sha256").asText());
        assertEquals(HexFormat.of().formatHex(MerkleTrees.root(MemoryTree.ofLeafHashes(leaves), leaves.size())), checkpoint.checkpoint().rootHex());
    }

    @Test
    void exportWritesTheOwnersKeysInTheRostersNamespaceBesideTheRosterChangesOnly() throws IOException {
        desk.decided("ed.ramos", "approve", "Numbers match the release.", LogDesk.POLL);
        Path out = dir.resolve("export");
        LogDesk.ok(desk.onStore("export", "--out", out.toString()));
        List<String> owners = Files.readAllLines(out.resolve("roster").resolve("allowed_signers"));
        assertEquals(1, owners.size(), owners.toString());
        assertTrue(owners.get(0).startsWith("olive.owner namespaces=\"reviewer-roster@copydesk\""), owners.get(0));
        assertFalse(Files.readString(out.resolve("allowed_signers")).contains("reviewer-roster@copydesk"));
    }

    @Test
    void anEarlierCheckpointIsConsistentWithTheLogGrownSinceAndTheProofIsGiven() throws IOException {
        desk.decided("ed.ramos", "approve", "Numbers match the release.", LogDesk.POLL);
        Path kept = dir.resolve("kept.json");
        Files.write(kept, desk.verify().get("log").get("checkpoint").toString().getBytes());
        desk.decided("ed.ramos", "reject", "Injected instructions in b002", LogDesk.BLOCKED);
        desk.add("other.owner", "owner");
        LogDesk.Result result = desk.onStore("log", "consistency", "--checkpoint", kept.toString(), "--json");
        assertEquals(0, result.code(), result.out());
        JsonNode json = result.json();
        assertTrue(json.get("consistent").asBoolean());
        assertEquals(4, json.get("old_size").asLong());
        assertEquals(6, json.get("new_size").asLong());
        assertFalse(json.get("path").isEmpty());
    }

    @Test
    void aCheckpointFileThatIsNotOneIsRefusedInOneLineNamingTheFile() throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.json"), "{\"schema\": \"something-else\"}");
        LogDesk.Result result = desk.onStore("log", "consistency", "--checkpoint", bad.toString());
        assertEquals(2, result.code());
        assertTrue(result.err().contains(bad + ": not a decision-log checkpoint"), result.err());
        assertEquals(1, result.err().strip().lines().count(), result.err());
    }

    static boolean verifies(JsonNode proof, String rootHex) {
        HexFormat hex = HexFormat.of();
        List<byte[]> path = new ArrayList<>();
        proof.get("path").forEach(p -> path.add(hex.parseHex(p.asText())));
        return MerkleProofs.verifyInclusion(proof.get("leaf_index").asLong(), proof.get("tree_size").asLong(),
                hex.parseHex(proof.get("leaf_sha256").asText()), path, hex.parseHex(rootHex));
    }
}
