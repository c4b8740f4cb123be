package org.copydesk.model.release;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/**
 * A race's calculated forecast ({@code forecast-artifact.v1}). Its identity,
 * {@code artifactSha256}, is the SHA-256 of the file's bytes, supplied by the reader.
 */
public record ForecastArtifact(String raceId, String runId, String dataCutoff, List<ForecastCandidate> candidates,
                               List<ForecastFact> facts, String artifactSha256, JsonNode json) {

    public static final String SCHEMA = "forecast-artifact.v1";

    public static ForecastArtifact from(JsonNode node, String artifactSha256) {
        List<JsonNode> candidateNodes = Fields.objects(node, "candidates", "");
        List<ForecastCandidate> candidates = new ArrayList<>();
        for (int i = 0; i < candidateNodes.size(); i++) {
            candidates.add(ForecastCandidate.from(candidateNodes.get(i), Fields.item("", "candidates", i)));
        }
        List<JsonNode> factNodes = Fields.objects(node, "facts", "");
        List<ForecastFact> facts = new ArrayList<>();
        for (int i = 0; i < factNodes.size(); i++) {
            facts.add(ForecastFact.from(factNodes.get(i), Fields.item("", "facts", i)));
        }
        return new ForecastArtifact(Fields.text(node, "race_id", ""), Fields.text(node, "run_id", ""),
                Fields.text(node, "data_cutoff", ""), List.copyOf(candidates), List.copyOf(facts), artifactSha256, node);
    }
}
