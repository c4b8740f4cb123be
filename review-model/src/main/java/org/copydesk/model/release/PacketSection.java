package org.copydesk.model.release;

import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** What one briefing section may cite; {@code reviewed_context} also fixes direction and confidence. */
public record PacketSection(String section, List<String> allowedEvidenceIds, Optional<String> direction,
                            Optional<String> confidence) {

    public static PacketSection from(JsonNode node, String path) {
        return new PacketSection(Fields.text(node, "section", path), Fields.textList(node, "allowed_evidence_ids", path),
                Fields.optionalText(node, "direction", path), Fields.optionalText(node, "confidence", path));
    }
}
