package org.copydesk.model.run;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** A grounded commentary draft (FORMATS §3.4). */
public record CommentaryOutput(String approvalSha256, List<Claim> claims) implements RunOutput {

    public static CommentaryOutput from(JsonNode node, String path) {
        List<JsonNode> items = Fields.objects(node, "claims", path);
        List<Claim> claims = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
            claims.add(Claim.from(items.get(i), Fields.item(path, "claims", i)));
        }
        return new CommentaryOutput(Fields.text(node, "approval_sha256", path), List.copyOf(claims));
    }
}
