package org.copydesk.model.run;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** A poll extracted from one snapshot (FORMATS §3.2). */
public record PollOutput(
        String sourceId,
        String documentSha256,
        Optional<String> raceId,
        Map<String, EvidencedValue> fields,
        List<PollResult> results,
        List<String> disclosureGaps) implements RunOutput {

    /** The fields FORMATS §3.2 requires, in display order. */
    public static final List<String> FIELD_NAMES = List.of("pollster", "sponsor", "field_start", "field_end",
            "release_date", "population", "sample_size", "margin_of_error", "mode", "question_text",
            "undecided_pct", "other_pct");

    public static PollOutput from(JsonNode node, String path) {
        JsonNode fieldsNode = Fields.object(node, "fields", path);
        String fieldsPath = Fields.join(path, "fields");
        Map<String, EvidencedValue> fields = new LinkedHashMap<>();
        for (String name : FIELD_NAMES) {
            fields.put(name, EvidencedValue.from(Fields.object(fieldsNode, name, fieldsPath), Fields.join(fieldsPath, name)));
        }
        fieldsNode.properties().forEach(property -> {
            String name = property.getKey();
            if (!fields.containsKey(name)) {
                fields.put(name, EvidencedValue.from(Fields.object(fieldsNode, name, fieldsPath), Fields.join(fieldsPath, name)));
            }
        });
        List<JsonNode> resultNodes = Fields.objects(node, "results", path);
        List<PollResult> results = new ArrayList<>(resultNodes.size());
        for (int i = 0; i < resultNodes.size(); i++) {
            results.add(PollResult.from(resultNodes.get(i), Fields.item(path, "results", i)));
        }
        return new PollOutput(Fields.text(node, "source_id", path), Fields.text(node, "document_sha256", path),
                Fields.optionalText(node, "race_id", path), Collections.unmodifiableMap(fields), List.copyOf(results),
                Fields.textList(node, "disclosure_gaps", path));
    }

    public EvidencedValue field(String name) {
        EvidencedValue value = fields.get(name);
        if (value == null) {
            throw new IllegalArgumentException("no poll field " + name);
        }
        return value;
    }
}
