package org.copydesk.model.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

/** One walk gives the same digests as the document and each nested object digested on their own. */
class NestedDigestsTest {

    private static void assertSameAsSeparate(JsonNode document, String field, String array, String nestedField) {
        NestedDigests walked = NestedDigests.of(document, field, array, nestedField);
        assertEquals(Sha256.canonicalWithout(document, field), walked.document(), document::toString);
        JsonNode elements = document.path(array);
        if (!elements.isArray() || array.equals(field)) {
            assertEquals(List.of(), walked.nested());
            return;
        }
        assertEquals(elements.size(), walked.nested().size());
        for (int i = 0; i < elements.size(); i++) {
            assertEquals(Sha256.canonicalWithout(elements.get(i), nestedField), walked.nested().get(i),
                    elements.get(i)::toString);
        }
    }

    @Test
    void matchesEverySharedRunAndItsSnapshots() throws IOException {
        List<Path> documents;
        try (Stream<Path> files = Files.walk(SharedSpec.vectors())) {
            documents = files.filter(p -> p.toString().endsWith(".json")).toList();
        }
        int runs = 0;
        for (Path file : documents) {
            JsonNode node = Json.parse(Files.readAllBytes(file));
            if (node.has("record_sha256") && node.path("sources").isArray()) {
                runs++;
                assertSameAsSeparate(node, "record_sha256", "sources", "snapshot_sha256");
                NestedDigests walked = NestedDigests.of(node, "record_sha256", "sources", "snapshot_sha256");
                assertEquals(node.get("record_sha256").asText(), walked.document(), file.toString());
            }
        }
        assertFalse(runs == 0, "the shared vectors hold runs");
    }

    @Test
    void theSkippedNestedFieldMayComeFirstInTheMiddleLastOrAlone() {
        ArrayNode sources = Json.nodes().arrayNode();
        sources.addObject().put("a", 1).put("b", 2);
        sources.addObject().put("a", 1).put("m", "skip me").put("z", 3);
        sources.addObject().put("a", "first").put("b", 2).put("m", "last");
        sources.addObject().put("m", "only");
        sources.addObject().put("m", "first").put("n", 2).put("o", 3);
        sources.add(7).add("text").addNull().addArray().add(1);
        sources.addObject();
        ObjectNode document = Json.nodes().objectNode().put("z", true).put("self", "x");
        document.set("list", sources);
        assertSameAsSeparate(document, "self", "list", "m");
    }

    @Test
    void aMissingOrScalarArrayMemberLeavesNoNestedDigests() {
        ObjectNode document = Json.nodes().objectNode().put("self", "x").put("list", 3);
        assertSameAsSeparate(document, "self", "list", "m");
        assertSameAsSeparate(Json.nodes().objectNode().put("a", 1), "self", "list", "m");
    }

    @Test
    void matchesRandomDocuments() {
        Random random = new Random(73L);
        for (int i = 0; i < 3000; i++) {
            ObjectNode document = RandomJson.object(random, 1);
            String arrayName = "k" + random.nextInt(8);
            ArrayNode list = document.putArray(arrayName);
            int items = random.nextInt(4);
            for (int j = 0; j < items; j++) {
                list.add(random.nextInt(5) == 0 ? RandomJson.value(random, 3) : RandomJson.object(random, 2));
            }
            assertSameAsSeparate(document, "k" + random.nextInt(8), arrayName, "k" + random.nextInt(8));
        }
    }
}
