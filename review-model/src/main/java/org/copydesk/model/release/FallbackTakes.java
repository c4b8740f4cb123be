package org.copydesk.model.release;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.model.json.Json;

/** The prose-free current-run fallback (FORMATS §5, {@code analyst-take.v2}): no text, no labels, ever. */
public final class FallbackTakes {

    public static final String UNAVAILABLE = "unavailable";

    private FallbackTakes() {
    }

    public static ObjectNode forForecast(ForecastArtifact forecast) {
        ObjectNode take = Json.nodes().objectNode();
        take.put("schema", FallbackTake.SCHEMA);
        take.put("race_id", forecast.raceId());
        take.put("status", UNAVAILABLE);
        take.put("forecast_run_id", forecast.runId());
        take.put("artifact_sha256", forecast.artifactSha256());
        take.put("data_cutoff", forecast.dataCutoff());
        take.put("forecast_effect", 0);
        return take;
    }
}
