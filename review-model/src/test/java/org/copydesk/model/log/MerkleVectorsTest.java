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
import java.util.Base64;
import java.util.List;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.SharedSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The C2SP/CCTV RFC 6962 vectors: every valid case generated and verified, every invalid one refused. */
class MerkleVectorsTest {

    private static final Base64.Decoder B64 = Base64.getDecoder();

    static JsonNode cctv(String name) throws IOException {
        Path file = SharedSpec.vectors().resolve("log/cctv").resolve(name);
        return Json.mapper().readTree(Files.readAllBytes(file));
    }

    /** The vectors' tree: leaves "a", "b", … as merkle_tree.json appends them. */
    static MemoryTree vectorTree() throws IOException {
        MemoryTree tree = new MemoryTree();
        for (JsonNode step : cctv("merkle_tree.json")) {
            tree.appendLeafHash(MerkleHash.leaf(step.get("leaf_data").asText().getBytes(StandardCharsets.UTF_8)));
        }
        return tree;
    }

    static List<byte[]> hashes(JsonNode array) {
        List<byte[]> out = new ArrayList<>();
        array.forEach(h -> out.add(B64.decode(h.asText())));
        return out;
    }

    static Stream<JsonNode> cases(String name) throws IOException {
        List<JsonNode> out = new ArrayList<>();
        cctv(name).forEach(out::add);
        return out.stream();
    }

    static Stream<JsonNode> inclusionValid() throws IOException {
        return cases("inclusion-valid.json");
    }

    static Stream<JsonNode> inclusionInvalid() throws IOException {
        return cases("inclusion-invalid.json");
    }

    static Stream<JsonNode> consistencyValid() throws IOException {
        return cases("consistency-valid.json");
    }

    static Stream<JsonNode> consistencyInvalid() throws IOException {
        return cases("consistency-invalid.json");
    }

    @Test
    void leafHashesAndRootsAfterEveryAppendMatchTheVectors() throws IOException {
        MemoryTree tree = new MemoryTree();
        for (JsonNode step : cctv("merkle_tree.json")) {
            byte[] leaf = MerkleHash.leaf(step.get("leaf_data").asText().getBytes(StandardCharsets.UTF_8));
            assertArrayEquals(B64.decode(step.get("leaf_hash").asText()), leaf);
            tree.appendLeafHash(leaf);
            assertArrayEquals(B64.decode(step.get("root_hash").asText()), MerkleTrees.root(tree, tree.size()));
        }
    }

    @Test
    void theEmptyTreesRootIsTheHashOfNoBytes() {
        assertEquals("47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=",
                Base64.getEncoder().encodeToString(MerkleTrees.root(new MemoryTree(), 0)));
    }

    @ParameterizedTest
    @MethodSource("inclusionValid")
    void validInclusionProofsAreGeneratedAndVerify(JsonNode c) throws IOException {
        long index = c.get("leaf_index").asLong();
        long size = c.get("tree_size").asLong();
        List<byte[]> expected = hashes(c.get("inclusion_path"));
        List<byte[]> generated = MerkleTrees.inclusion(vectorTree(), index, size);
        assertEquals(expected.size(), generated.size());
        for (int i = 0; i < expected.size(); i++) {
            assertArrayEquals(expected.get(i), generated.get(i));
        }
        assertTrue(MerkleProofs.verifyInclusion(index, size, B64.decode(c.get("leaf_hash").asText()), expected,
                B64.decode(c.get("root_hash").asText())));
    }

    @ParameterizedTest
    @MethodSource("inclusionInvalid")
    void invalidInclusionProofsAreRefused(JsonNode c) {
        assertFalse(MerkleProofs.verifyInclusion(c.get("leaf_index").asLong(), c.get("tree_size").asLong(),
                B64.decode(c.get("leaf_hash").asText()), hashes(c.get("inclusion_path")),
                B64.decode(c.get("root_hash").asText())), c.toString());
    }

    @ParameterizedTest
    @MethodSource("consistencyValid")
    void validConsistencyProofsAreGeneratedAndVerify(JsonNode c) throws IOException {
        long oldSize = c.get("old_size").asLong();
        long newSize = c.get("new_size").asLong();
        List<byte[]> expected = hashes(c.get("consistency_path"));
        List<byte[]> generated = MerkleTrees.consistency(vectorTree(), oldSize, newSize);
        assertEquals(expected.size(), generated.size());
        for (int i = 0; i < expected.size(); i++) {
            assertArrayEquals(expected.get(i), generated.get(i));
        }
        assertTrue(MerkleProofs.verifyConsistency(oldSize, newSize, B64.decode(c.get("old_root").asText()),
                B64.decode(c.get("new_root").asText()), expected));
    }

    @ParameterizedTest
    @MethodSource("consistencyInvalid")
    void invalidConsistencyProofsAreRefused(JsonNode c) {
        assertFalse(MerkleProofs.verifyConsistency(c.get("old_size").asLong(), c.get("new_size").asLong(),
                B64.decode(c.get("old_root").asText()), B64.decode(c.get("new_root").asText()),
                hashes(c.get("consistency_path"))), c.toString());
    }

    @Test
    void everyProofBetweenEverySizeOfTheVectorTreeVerifiesAndAnAlteredOneDoesNot() throws IOException {
        MemoryTree tree = vectorTree();
        for (long n = 1; n <= tree.size(); n++) {
            byte[] root = MerkleTrees.root(tree, n);
            for (long m = 0; m < n; m++) {
                List<byte[]> path = MerkleTrees.inclusion(tree, m, n);
                assertTrue(MerkleProofs.verifyInclusion(m, n, tree.node(0, m), path, root));
                if (n > 1) {
                    assertFalse(MerkleProofs.verifyInclusion(m, n, tree.node(0, (m + 1) % n), path, root));
                }
                List<byte[]> consistency = MerkleTrees.consistency(tree, m, n);
                byte[] oldRoot = MerkleTrees.root(tree, m);
                assertTrue(MerkleProofs.verifyConsistency(m, n, oldRoot, root, consistency));
                if (!consistency.isEmpty()) {
                    List<byte[]> altered = new ArrayList<>(consistency);
                    byte[] first = altered.get(0).clone();
                    first[0] ^= 1;
                    altered.set(0, first);
                    assertFalse(MerkleProofs.verifyConsistency(m, n, oldRoot, root, altered));
                }
            }
        }
    }
}
