package org.copydesk.model.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.model.digest.Digests;
import org.erdtman.jcs.JsonCanonicalizer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The one canonical writer against the shared JCS vectors and, as a regression oracle, against
 * erdtman's complete JCS implementation on every shared document and thousands of random trees
 * with awkward strings and numbers.
 */
class CanonicalJsonTest {

    @Test
    void reproducesEveryJcsVectorFromTheSharedManifest() throws IOException {
        JsonNode manifest = Json.parse(Files.readAllBytes(SharedSpec.vectors().resolve("manifest.json")));
        JsonNode cases = manifest.get("jcs");
        assertFalse(cases.isEmpty(), "the manifest holds JCS vectors");
        for (JsonNode vector : cases) {
            String name = vector.get("name").asText();
            assertEquals(vector.get("canonical").asText(), CanonicalJson.string(vector.get("value")), name);
            assertEquals(vector.get("sha256").asText(), Sha256.canonical(vector.get("value")), name);
        }
    }

    @Test
    void formatsNumbersTheEcmascriptWayNotTheJavaWay() {
        JsonNode node = Json.parse("[1.0E21,1.0E-7,100.0,4.40]".getBytes(StandardCharsets.UTF_8));
        assertEquals("[1e+21,1e-7,100,4.4]", CanonicalJson.string(node));
    }

    @Test
    void escapesControlCharactersInLowercaseHex() {
        JsonNode node = Json.nodes().textNode("a\u001fb\u007f");
        assertEquals("\"a\\u001fb\u007f\"", CanonicalJson.string(node));
    }

    /**
     * An independent canonicalization of the same value: Jackson writes the tree as plain JSON
     * text and erdtman's complete JCS implementation parses and canonicalizes that text itself.
     */
    private static String reference(JsonNode node) {
        try {
            return new JsonCanonicalizer(Json.mapper().writeValueAsString(node)).getEncodedString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The self digest as FORMATS §1 defines it, from a deep copy with the field removed. */
    private static String selfDigestOfACopy(JsonNode node, String field) {
        ObjectNode copy = ((ObjectNode) node).deepCopy();
        copy.remove(field);
        return Sha256.hex(reference(copy));
    }

    @Test
    void agreesWithTheReferenceImplementationOnEverySharedDocument() throws IOException {
        List<Path> documents;
        try (Stream<Path> files = Files.walk(SharedSpec.vectors())) {
            documents = files.filter(p -> p.toString().endsWith(".json")).toList();
        }
        assertFalse(documents.isEmpty());
        for (Path file : documents) {
            JsonNode node = Json.parse(Files.readAllBytes(file));
            assertEquals(reference(node), CanonicalJson.string(node), file.toString());
            assertArrayEquals(reference(node).getBytes(StandardCharsets.UTF_8), CanonicalJson.bytes(node), file.toString());
            if (node.isObject()) {
                for (String field : List.of("record_sha256", "snapshot_sha256", "brief_sha256", "decision_sha256", "schema")) {
                    assertEquals(selfDigestOfACopy(node, field), Digests.selfDigest(node, field), file + " " + field);
                }
            }
        }
    }

    @Test
    void agreesWithTheReferenceImplementationOnRandomDocuments() {
        Random random = new Random(20260901L);
        for (int i = 0; i < 3000; i++) {
            JsonNode node = RandomJson.object(random, 0);
            assertEquals(reference(node), CanonicalJson.string(node), node::toString);
            assertArrayEquals(reference(node).getBytes(StandardCharsets.UTF_8), CanonicalJson.bytes(node), node::toString);
            // The field first, in the middle, last, alone or absent.
            String field = "k" + random.nextInt(7);
            assertEquals(selfDigestOfACopy(node, field), Digests.selfDigest(node, field), node::toString);
        }
    }

    @Test
    void digestsDocumentsMuchLongerThanTheWritersBufferAsTheirBytes() {
        // Members of every length, with escapes and multi-byte characters falling on the
        // writer's chunk boundaries somewhere, one string longer than a chunk, and many numbers.
        ObjectNode node = Json.nodes().objectNode();
        String[] pieces = {"a", "é", "\uD83D\uDE00", "\n", "\"", "Ode 48 ", "€"};
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 600; i++) {
            text.append(pieces[i % pieces.length]);
            int start = Math.max(0, text.length() - (i % 97));
            node.put(String.format("m%03d", i), text.substring(start < text.length() && Character.isLowSurrogate(text.charAt(start)) ? start + 1 : start));
        }
        node.put("long", "Whitfield leads Ode. ".repeat(700) + "é");
        ArrayNode numbers = node.putArray("numbers");
        for (int i = 0; i < 3000; i++) {
            numbers.add(i * 0.37);
        }
        byte[] bytes = CanonicalJson.bytes(node);
        assertTrue(bytes.length > 10 * 4096, "the document spans many chunks: " + bytes.length);
        assertArrayEquals(reference(node).getBytes(StandardCharsets.UTF_8), bytes);
        assertEquals(Sha256.hex(bytes), Sha256.canonical(node));
        String whole = reference(node);
        for (int end = 4090; end < 4200; end++) {
            if (Character.isHighSurrogate(whole.charAt(end - 1))) {
                continue;
            }
            JsonNode cut = Json.nodes().textNode(whole.substring(0, end));
            assertEquals(Sha256.hex(CanonicalJson.bytes(cut)), Sha256.canonical(cut), "cut at " + end);
        }
    }

    @Test
    void selfDigestLeavesTheDocumentAsItWas() {
        ObjectNode node = Json.nodes().objectNode().put("b", 1).put("record_sha256", "x");
        node.putObject("a").put("record_sha256", "nested, kept");
        String before = node.toString();
        assertEquals(Sha256.hex("{\"a\":{\"record_sha256\":\"nested, kept\"},\"b\":1}"), Digests.selfDigest(node, "record_sha256"));
        assertEquals(before, node.toString());
    }

    @Test
    void printsIntegersBeyondWhatADoubleHoldsTheEcmascriptWay() {
        ArrayNode numbers = Json.nodes().arrayNode().add(9007199254740993L).add(Long.MIN_VALUE).add(-9007199254740992L)
                .add(new BigInteger("123456789012345678901234567890")).add(0).add(-0.0);
        assertEquals("[9007199254740992,-9223372036854776000,-9007199254740992,1.2345678901234568e+29,0,0]",
                CanonicalJson.string(numbers));
        assertEquals(reference(numbers), CanonicalJson.string(numbers));
    }

    @Test
    void writesNonAsciiAsUtf8AndAPairAsOneCharacter() {
        JsonNode node = Json.nodes().textNode("é \uD83D\uDE00");
        assertArrayEquals(new byte[] {'"', (byte) 0xC3, (byte) 0xA9, (byte) 0xE2, (byte) 0x80, (byte) 0xA8,
                (byte) 0xF0, (byte) 0x9F, (byte) 0x98, (byte) 0x80, '"'}, CanonicalJson.bytes(node));
    }

    @Test
    void writesAQuestionMarkBesideAPairAsItself() {
        JsonNode node = Json.nodes().textNode("why? \uD83D\uDE00?");
        assertArrayEquals("\"why? \uD83D\uDE00?\"".getBytes(StandardCharsets.UTF_8), CanonicalJson.bytes(node));
    }

    @ParameterizedTest
    @ValueSource(strings = {"\u007f", "\u0080", "\u07ff", "\u0800", "\uffff", "\uD800\uDC00", "\uDBFF\uDFFF"})
    void encodesEachUtf8LengthAtItsBoundsAsTheJdkDoes(String character) {
        JsonNode node = Json.nodes().textNode(character);
        assertArrayEquals(("\"" + character + "\"").getBytes(StandardCharsets.UTF_8), CanonicalJson.bytes(node));
    }

    @ParameterizedTest
    @ValueSource(strings = {"a\uD800b", "\uDC00", "x\uD83D", "\uDE00\uD83D", "why?\uD800", "\uDC00?", "?\uD83D\uDE00\uD83D"})
    void refusesALoneSurrogateRatherThanWritingAQuestionMark(String text) {
        JsonNode node = Json.nodes().objectNode().put("text", text);
        assertThrows(IllegalArgumentException.class, () -> CanonicalJson.bytes(node));
    }
}
