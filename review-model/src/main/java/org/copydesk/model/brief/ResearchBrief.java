package org.copydesk.model.brief;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** A cited research brief ({@code research-brief.v1}, FORMATS §6). */
public record ResearchBrief(String briefId, String question, List<String> egressAllowlist, List<BriefArtifact> artifacts,
                            List<BriefClaim> claims, List<String> supports, List<String> doesNotProve,
                            String briefSha256, JsonNode json) {

    public static final String SCHEMA = "research-brief.v1";

    public static ResearchBrief from(JsonNode node) {
        List<JsonNode> artifactNodes = Fields.objects(node, "artifacts", "");
        List<BriefArtifact> artifacts = new ArrayList<>();
        for (int i = 0; i < artifactNodes.size(); i++) {
            artifacts.add(BriefArtifact.from(artifactNodes.get(i), Fields.item("", "artifacts", i)));
        }
        List<JsonNode> claimNodes = Fields.objects(node, "claims", "");
        List<BriefClaim> claims = new ArrayList<>();
        for (int i = 0; i < claimNodes.size(); i++) {
            claims.add(BriefClaim.from(claimNodes.get(i), Fields.item("", "claims", i)));
        }
        return new ResearchBrief(Fields.text(node, "brief_id", ""), Fields.text(node, "question", ""),
                Fields.textList(node, "egress_allowlist", ""), List.copyOf(artifacts), List.copyOf(claims),
                Fields.textList(node, "supports", ""), Fields.textList(node, "does_not_prove", ""),
                Fields.selfDigest(node, "brief_sha256", ""), node);
    }

    public Optional<BriefArtifact> artifact(String artifactId) {
        return artifacts.stream().filter(a -> a.artifactId().equals(artifactId)).findFirst();
    }
}
