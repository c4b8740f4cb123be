package org.copydesk.model.brief;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** One claim of a research brief with its byte-range citations. */
public record BriefClaim(String claimId, String statement, String confidence, List<ByteRangeCitation> citations) {

    public static BriefClaim from(JsonNode node, String path) {
        List<JsonNode> items = Fields.objects(node, "citations", path);
        List<ByteRangeCitation> citations = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            citations.add(ByteRangeCitation.from(items.get(i), Fields.item(path, "citations", i)));
        }
        return new BriefClaim(Fields.text(node, "claim_id", path), Fields.text(node, "statement", path),
                Fields.text(node, "confidence", path), List.copyOf(citations));
    }
}
