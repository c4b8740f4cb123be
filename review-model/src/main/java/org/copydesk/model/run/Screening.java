package org.copydesk.model.run;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** Upstream's own injection screening; shown, never trusted. */
public record Screening(boolean injectionDetected, List<ScreeningFinding> findings) {

    public static Screening from(JsonNode node, String path) {
        List<JsonNode> items = Fields.objects(node, "findings", path);
        List<ScreeningFinding> findings = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
            findings.add(ScreeningFinding.from(items.get(i), Fields.item(path, "findings", i)));
        }
        return new Screening(Fields.required(node, "injection_detected", path).asBoolean(false), List.copyOf(findings));
    }
}
