package org.copydesk.model.release;

import com.fasterxml.jackson.databind.JsonNode;

/** A race's analyst take: the prose-free fallback (v2) or a model-authored briefing (v3). */
public sealed interface AnalystTake permits FallbackTake, BriefingTake {

    String raceId();

    String status();

    String forecastRunId();

    String artifactSha256();

    String dataCutoff();

    JsonNode forecastEffect();

    JsonNode json();
}
