package org.copydesk.model.decision;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** The exact content digests a decision was made on. */
public record DecisionSubject(String kind, List<String> sha256) {

    public static DecisionSubject from(JsonNode node, String path) {
        return new DecisionSubject(Fields.text(node, "kind", path), Fields.textList(node, "sha256", path));
    }
}
