package org.copydesk.model.decision;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** What the deterministic checks said when the decision was made. */
public record CheckSummary(String engine, String resultsSha256, List<String> failed) {

    public static CheckSummary from(JsonNode node, String path) {
        return new CheckSummary(Fields.text(node, "engine", path), Fields.text(node, "results_sha256", path),
                Fields.textList(node, "failed", path));
    }
}
