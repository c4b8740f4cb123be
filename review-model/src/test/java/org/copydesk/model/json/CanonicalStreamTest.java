package org.copydesk.model.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

/**
 * The streamed canonical bytes (what digests are now computed from) against the canonical
 * text encoded as UTF-8 (what they were computed from before): equal on every shared vector,
 * every shared document and thousands of random trees with awkward strings and numbers.
 */
class CanonicalStreamTest {

    private static final JsonNodeFactory NODES = Json.nodes();

    private static byte[] viaString(JsonNode node) {
        return CanonicalJson.string(node).getBytes(StandardCharsets.UTF_8);
    }

    private static String digestViaCopy(JsonNode node, String field) {
        ObjectNode copy = ((ObjectNode) node).deepCopy();
        copy.remove(field);
        return Sha256.hex(viaString(copy));
    }

    @Test
    void streamsTheSameBytesForEveryJcsVector() throws IOException {
        JsonNode cases = Json.parse(Files.readAllBytes(SharedSpec.vectors().resolve("manifest.json"))).get("jcs");
        assertFalse(cases.isEmpty());
        for (JsonNode vector : cases) {
            assertArrayEquals(viaString(vector.get("value")), CanonicalJson.bytes(vector.get("value")),
                    vector.get("name").asText());
            assertEquals(vector.get("sha256").asText(), Sha256.canonical(vector.get("value")));
        }
    }

    @Test
    void streamsTheSameBytesAndSelfDigestsForEverySharedDocument() throws IOException {
        List<Path> documents;
        try (Stream<Path> files = Files.walk(SharedSpec.vectors())) {
            documents = files.filter(p -> p.toString().endsWith(".json")).toList();
        }
        assertFalse(documents.isEmpty());
        for (Path file : documents) {
            JsonNode node = Json.parse(Files.readAllBytes(file));
            assertArrayEquals(viaString(node), CanonicalJson.bytes(node), file.toString());
            if (node.isObject()) {
                for (String field : List.of("record_sha256", "snapshot_sha256", "brief_sha256", "schema")) {
                    assertEquals(digestViaCopy(node, field), Sha256.canonicalWithout(node, field), file + " " + field);
                }
            }
        }
    }

    @Test
    void streamsTheSameBytesForRandomDocuments() {
        Random random = new Random(20260901L);
        for (int i = 0; i < 3000; i++) {
            JsonNode node = RandomJson.object(random, 0);
            assertArrayEquals(viaString(node), CanonicalJson.bytes(node), node::toString);
            String field = "k" + random.nextInt(6);
            assertEquals(digestViaCopy(node, field), Sha256.canonicalWithout(node, field), node::toString);
        }
    }

    @Test
    void writesAnUnpairedSurrogateAsJavaDoesAndAPairAsFourBytes() {
        JsonNode node = NODES.textNode("a\uD800b\uDC00c\uD83D\uDE00\uD83D");
        assertArrayEquals(viaString(node), CanonicalJson.bytes(node));
        assertArrayEquals("\"a?b?c\uD83D\uDE00?\"".getBytes(StandardCharsets.UTF_8), CanonicalJson.bytes(node));
    }

    @Test
    void printsIntegersBeyondWhatADoubleHoldsTheEcmascriptWay() {
        ArrayNode numbers = NODES.arrayNode().add(9007199254740993L).add(Long.MIN_VALUE).add(-9007199254740992L)
                .add(new BigInteger("123456789012345678901234567890")).add(0).add(-0.0);
        assertArrayEquals(viaString(numbers), CanonicalJson.bytes(numbers));
        assertEquals("[9007199254740992,-9223372036854776000,-9007199254740992,1.2345678901234568e+29,0,0]",
                new String(CanonicalJson.bytes(numbers), StandardCharsets.UTF_8));
    }

    @Test
    void aLongStringCrossesTheBufferIntact() {
        String text = "é\u0001\"".repeat(10_000);
        JsonNode node = NODES.objectNode().put("text", text);
        assertArrayEquals(viaString(node), CanonicalJson.bytes(node));
    }

    @Test
    void stringsOfEveryLengthEndAndEscapeRightWhereverTheBufferFillsUp() {
        // ASCII runs of every length up to past the buffer, each followed by one char that needs
        // care (an escape, a quote, non-ASCII, a pair) and more ASCII: the buffer fills at every offset.
        String[] awkward = {"\u0001", "\"", "\\", "\n", "é", "\u201c", "\uD83D\uDE00", "\uD800", ""};
        ArrayNode strings = NODES.arrayNode();
        for (int length = 0; length < 2_200; length += 3) {
            strings.add("a".repeat(length) + awkward[length % awkward.length] + "z".repeat(length % 11));
        }
        assertArrayEquals(viaString(strings), CanonicalJson.bytes(strings));
        assertEquals(Sha256.hex(viaString(strings)), Sha256.canonical(strings));
    }

    @Test
    void bytesAndSelfDigestEqualTheTwoWalksTheyReplace() {
        Random random = new Random(20261203L);
        for (int i = 0; i < 2000; i++) {
            JsonNode node = RandomJson.object(random, 0);
            // Every position: the field first, in the middle, last, alone, or absent.
            String field = "k" + random.nextInt(7);
            CanonicalJson.BytesAndSelfDigest both = CanonicalJson.bytesAndSelfDigest(node, field);
            assertArrayEquals(CanonicalJson.bytes(node), both.bytes(), node::toString);
            assertEquals(Sha256.canonicalWithout(node, field), both.selfDigest(), node::toString);
        }
        ObjectNode alone = NODES.objectNode().put("decision_sha256", "x");
        assertEquals(Sha256.hex("{}"), CanonicalJson.bytesAndSelfDigest(alone, "decision_sha256").selfDigest());
        ObjectNode first = NODES.objectNode().put("b", 1).put("a", "x");
        assertEquals(Sha256.hex("{\"b\":1}"), CanonicalJson.bytesAndSelfDigest(first, "a").selfDigest());
        JsonNode array = NODES.arrayNode().add(1);
        assertEquals(Sha256.hex("[1]"), CanonicalJson.bytesAndSelfDigest(array, "a").selfDigest());
    }
}
