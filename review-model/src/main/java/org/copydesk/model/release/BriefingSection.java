package org.copydesk.model.release;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** One model-authored section of a take, published byte-for-byte as captured. */
public record BriefingSection(String section, String text, List<String> evidenceIds) {

    public static BriefingSection from(JsonNode node, String path) {
        return new BriefingSection(Fields.text(node, "section", path), Fields.text(node, "text", path),
                Fields.textList(node, "evidence_ids", path));
    }
}
