package org.copydesk.model.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

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
}
