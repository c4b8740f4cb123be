package org.copydesk.model.run;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** A classified campaign event (FORMATS §3.3). */
public record EventOutput(
        String sourceId,
        String documentSha256,
        Optional<String> raceId,
        String eventType,
        String classification,
        Map<String, EvidencedValue> fields,
        Optional<NumericInput> numericInput) implements RunOutput {

    public static final List<String> FIELD_NAMES = List.of("event_date", "summary", "authority");
    public static final List<String> DEFINED_INPUT_TYPES =
            List.of("candidate_withdrawal", "ballot_qualification", "fundraising_report");
    public static final List<String> NARRATIVE_TYPES = List.of("endorsement", "debate", "campaign_story", "other");

    public static EventOutput from(JsonNode node, String path) {
        JsonNode fieldsNode = Fields.object(node, "fields", path);
        String fieldsPath = Fields.join(path, "fields");
        Map<String, EvidencedValue> fields = new LinkedHashMap<>();
        for (String name : FIELD_NAMES) {
            fields.put(name, EvidencedValue.from(Fields.object(fieldsNode, name, fieldsPath), Fields.join(fieldsPath, name)));
        }
        Optional<NumericInput> numeric = Fields.nullableObject(node, "numeric_input", path)
                .map(n -> NumericInput.from(n, Fields.join(path, "numeric_input")));
        return new EventOutput(Fields.text(node, "source_id", path), Fields.text(node, "document_sha256", path),
                Fields.optionalText(node, "race_id", path), Fields.text(node, "event_type", path),
                Fields.text(node, "classification", path), Collections.unmodifiableMap(fields), numeric);
    }

    public EvidencedValue field(String name) {
        EvidencedValue value = fields.get(name);
        if (value == null) {
            throw new IllegalArgumentException("no event field " + name);
        }
        return value;
    }
}
