package org.copydesk.model.run;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** One grounded sentence of a commentary draft; {@code kind} read as text, judged by checks. */
public record Claim(String claimId, String kind, String text, List<String> forecastFactIds, List<ClaimCitation> citations) {

    public static final String MODEL_OUTPUT = "model_output";
    public static final String REPORTED_FACT = "reported_fact";
    public static final String ANALYSIS = "analysis";

    public static Claim from(JsonNode node, String path) {
        List<JsonNode> items = Fields.objects(node, "citations", path);
        List<ClaimCitation> citations = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
            citations.add(ClaimCitation.from(items.get(i), Fields.item(path, "citations", i)));
        }
        return new Claim(Fields.text(node, "claim_id", path), Fields.text(node, "kind", path),
                Fields.text(node, "text", path), Fields.textList(node, "forecast_fact_ids", path), List.copyOf(citations));
    }
}
