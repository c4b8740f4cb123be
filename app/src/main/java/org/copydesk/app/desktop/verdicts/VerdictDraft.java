package org.copydesk.app.desktop.verdicts;

import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.model.json.Json;

/** A verdict not yet signed: what the reviewer said of one path, with the correction when there is one. */
public record VerdictDraft(String path, Verdict verdict, Optional<JsonNode> correctedValue, List<String> evidence) {

    public VerdictDraft {
        evidence = List.copyOf(evidence);
    }

    public static VerdictDraft plain(String path, Verdict verdict) {
        return new VerdictDraft(path, verdict, Optional.empty(), List.of());
    }

    /** What the row's verdict column shows: the verdict, and for a correction the right value. */
    public String label() {
        return correctedValue.map(v -> verdict.label() + " → " + text(v)).orElse(verdict.label());
    }

    /** The FORMATS §4.3 object, exactly as it is signed. */
    ObjectNode toJson() {
        ObjectNode node = Json.nodes().objectNode();
        node.put("path", path);
        node.put("verdict", verdict.wire());
        node.set("corrected_value", correctedValue.orElse(Json.nodes().nullNode()));
        ArrayNode blocks = node.putArray("evidence");
        evidence.forEach(blocks::add);
        return node;
    }

    static String text(JsonNode value) {
        return value.isTextual() ? value.asText() : value.toString();
    }
}
