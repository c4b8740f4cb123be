package org.copydesk.model.run;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** The immutable forecast facts and approved documents a commentary run was given. */
public record CommentaryContext(List<ForecastFactRef> forecastFacts, List<String> approvedDocuments,
                                String approvalSha256, JsonNode json) implements RunContext {

    public static CommentaryContext from(JsonNode node, String path) {
        List<JsonNode> items = Fields.objects(node, "forecast_facts", path);
        List<ForecastFactRef> facts = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
            facts.add(ForecastFactRef.from(items.get(i), Fields.item(path, "forecast_facts", i)));
        }
        return new CommentaryContext(List.copyOf(facts), Fields.textList(node, "approved_documents", path),
                Fields.text(node, "approval_sha256", path), node);
    }
}
