package org.copydesk.model.log;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.model.json.SharedSpec;
import org.copydesk.model.signing.SshPublicKey;
import org.junit.jupiter.api.Test;

/** The small copydesk log of vectors/log: its leaves, roots, checkpoint bodies, proofs and the ssh-keygen-signed checkpoint. */
class CopydeskLogVectorsTest {

    private static final HexFormat HEX = HexFormat.of();

    private static JsonNode vector(String name) throws IOException {
        return Json.mapper().readTree(Files.readAllBytes(SharedSpec.vectors().resolve("log").resolve(name)));
    }

    private static MemoryTree tree(JsonNode log) {
        MemoryTree tree = new MemoryTree();
        for (JsonNode leaf : log.get("leaves")) {
            byte[] hash = MerkleHash.leaf(leaf.get("canonical").asText().getBytes(StandardCharsets.UTF_8));
            assertEquals(leaf.get("leaf_sha256").asText(), HEX.formatHex(hash));
            tree.appendLeafHash(hash);
        }
        return tree;
    }

    private static List<byte[]> hexes(JsonNode array) {
        List<byte[]> out = new ArrayList<>();
        array.forEach(h -> out.add(HEX.parseHex(h.asText())));
        return out;
    }

    private static List<String> hexStrings(List<byte[]> hashes) {
        return hashes.stream().map(HEX::formatHex).toList();
    }

    @Test
    void rootsAndCheckpointBodiesAtEverySizeMatch() throws IOException {
        JsonNode log = vector("copydesk-log.json");
        MemoryTree tree = tree(log);
        for (JsonNode root : log.get("roots")) {
            long size = root.get("size").asLong();
            Checkpoint checkpoint = new Checkpoint(log.get("store_id").asText(), size, MerkleTrees.root(tree, size));
            assertEquals(root.get("root_sha256").asText(), checkpoint.rootHex());
            assertEquals(root.get("checkpoint_body").asText(), checkpoint.body());
            assertEquals(checkpoint, Checkpoint.parseBody(checkpoint.body()).orElseThrow());
        }
    }

    @Test
    void everyInclusionProofIsGeneratedAsTheVectorHasItAndVerifies() throws IOException {
        JsonNode log = vector("copydesk-log.json");
        MemoryTree tree = tree(log);
        for (JsonNode c : log.get("inclusion")) {
            long index = c.get("leaf_index").asLong();
            long size = c.get("tree_size").asLong();
            List<byte[]> path = MerkleTrees.inclusion(tree, index, size);
            assertEquals(hexStrings(hexes(c.get("path"))), hexStrings(path), c.toString());
            assertTrue(MerkleProofs.verifyInclusion(index, size, HEX.parseHex(c.get("leaf_sha256").asText()), path,
                    HEX.parseHex(c.get("root_sha256").asText())));
        }
    }

    @Test
    void everyConsistencyProofIsGeneratedAsTheVectorHasItAndVerifies() throws IOException {
        JsonNode log = vector("copydesk-log.json");
        MemoryTree tree = tree(log);
        for (JsonNode c : log.get("consistency")) {
            long oldSize = c.get("old_size").asLong();
            long newSize = c.get("new_size").asLong();
            List<byte[]> path = MerkleTrees.consistency(tree, oldSize, newSize);
            assertEquals(hexStrings(hexes(c.get("path"))), hexStrings(path), c.toString());
            assertTrue(MerkleProofs.verifyConsistency(oldSize, newSize, HEX.parseHex(c.get("old_root_sha256").asText()),
                    HEX.parseHex(c.get("new_root_sha256").asText()), path));
        }
    }

    @Test
    void theCheckpointSignedByStockSshKeygenVerifiesUnderItsAllowedSignersKey() throws IOException {
        SignedCheckpoint signed = SignedCheckpoint.from(vector("checkpoint-signed-by-ssh-keygen.json"));
        assertTrue(signed.signatureVerifies());
        assertEquals(allowedKey(), signed.signatureKey().orElseThrow());
        JsonNode log = vector("copydesk-log.json");
        assertArrayEquals(MerkleTrees.root(tree(log), 7), signed.checkpoint().root());
    }

    @Test
    void theForgedRootCopyDoesNotVerify() throws IOException {
        JsonNode forged = vector("checkpoint-forged-root.json");
        boolean verifies;
        try {
            verifies = SignedCheckpoint.from(forged).signatureVerifies();
        } catch (MalformedDocumentException e) {
            verifies = false;
        }
        assertFalse(verifies);
    }

    @Test
    void aCheckpointWhoseFieldsDisagreeWithItsBodyIsRefused() throws IOException {
        JsonNode signed = vector("checkpoint-signed-by-ssh-keygen.json").deepCopy();
        ((com.fasterxml.jackson.databind.node.ObjectNode) signed).put("size", 6);
        org.junit.jupiter.api.Assertions.assertThrows(MalformedDocumentException.class, () -> SignedCheckpoint.from(signed));
    }

    private static SshPublicKey allowedKey() throws IOException {
        Path file = SharedSpec.vectors().resolve("log/allowed_signers");
        String line = Files.readString(file).strip();
        String[] parts = line.split(" ");
        return SshPublicKey.parse(parts[2] + " " + parts[3]);
    }
}
