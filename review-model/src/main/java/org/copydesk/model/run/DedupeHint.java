package org.copydesk.model.run;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** Upstream's duplicate hint; never merges anything. */
public record DedupeHint(String kind, String otherRecordSha256, List<String> matchedFields, boolean automaticMerge) {

    public static DedupeHint from(JsonNode node, String path) {
        JsonNode merge = node.get("automatic_merge");
        return new DedupeHint(Fields.text(node, "kind", path), Fields.text(node, "other_record_sha256", path),
                node.has("matched_fields") ? Fields.textList(node, "matched_fields", path) : List.of(),
                merge != null && merge.asBoolean(false));
    }
}
