package org.copydesk.app.workflow.release;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.workflow.RefusedException;
import org.copydesk.model.json.Json;

/**
 * The one registry field copydesk changes, {@code analyst_take_archive_sha256}, and how the
 * registry is written back: two-space indented JSON with a final newline, the layout of the
 * release trees upstream writes, so a promotion shows as a one-line diff.
 */
final class RegistryEdits {

    private static final DefaultPrettyPrinter LAYOUT = new DefaultPrettyPrinter(Separators.createDefaultInstance()
            .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
            .withObjectEmptySeparator("")
            .withArrayEmptySeparator(""))
            .withObjectIndenter(new DefaultIndenter("  ", "\n"))
            .withArrayIndenter(new DefaultIndenter("  ", "\n"));

    private RegistryEdits() {
    }

    static void setArchive(ObjectNode registry, String raceId, Optional<String> archiveSha256) {
        for (JsonNode race : registry.path("races")) {
            if (race.path("race_id").asText("").equals(raceId) && race instanceof ObjectNode entry) {
                if (archiveSha256.isPresent()) {
                    entry.put("analyst_take_archive_sha256", archiveSha256.get());
                } else {
                    entry.putNull("analyst_take_archive_sha256");
                }
                return;
            }
        }
        throw new RefusedException("the release registry has no race " + raceId);
    }

    static byte[] bytes(JsonNode registry) {
        try {
            String text = Json.mapper().writer(LAYOUT).writeValueAsString(registry);
            return (text + "\n").getBytes(StandardCharsets.UTF_8);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree always serializes", e);
        }
    }
}
