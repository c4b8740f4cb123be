package org.copydesk.model.release;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** {@code analyst-take.v2}: the prose-free fallback for the current run. */
public record FallbackTake(String raceId, String status, String forecastRunId, String artifactSha256,
                           String dataCutoff, JsonNode forecastEffect, JsonNode json) implements AnalystTake {

    public static final String SCHEMA = "analyst-take.v2";

    public static FallbackTake from(JsonNode node) {
        return new FallbackTake(Fields.text(node, "race_id", ""), Fields.text(node, "status", ""),
                Fields.text(node, "forecast_run_id", ""), Fields.text(node, "artifact_sha256", ""),
                Fields.text(node, "data_cutoff", ""), Fields.scalar(node, "forecast_effect", ""), node);
    }

    /** Whether this fallback wrongly carries AI-authored labels (checked by release.fallback_labels). */
    public boolean carriesLabels() {
        JsonNode labels = json.get("labels");
        return labels != null && !labels.isNull();
    }
}
