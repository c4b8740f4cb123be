package org.copydesk.model.release;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** {@code analyst-take.v3}: a model-authored race briefing, draft or owner-authorized. */
public record BriefingTake(
        String raceId,
        String status,
        String forecastRunId,
        String artifactSha256,
        String dataCutoff,
        JsonNode forecastEffect,
        String thesis,
        List<CandidatePath> candidatePaths,
        TakePacket packet,
        List<BriefingSection> sections,
        List<String> briefingEvidenceIds,
        TakeProvenance provenance,
        Optional<JsonNode> authorization,
        Optional<JsonNode> labels,
        String approvalSha256,
        JsonNode json) implements AnalystTake {

    public static final String SCHEMA = "analyst-take.v3";
    public static final String DRAFT = "draft";
    public static final String AUTHORIZED = "owner_authorized_internal_use";
    public static final List<String> SECTION_ORDER =
            List.of("race_state", "reviewed_context", "candidate_needs", "what_to_watch");

    public static BriefingTake from(JsonNode node) {
        List<JsonNode> pathNodes = Fields.objects(node, "candidate_paths", "");
        List<CandidatePath> paths = new ArrayList<>();
        for (int i = 0; i < pathNodes.size(); i++) {
            paths.add(CandidatePath.from(pathNodes.get(i), Fields.item("", "candidate_paths", i)));
        }
        JsonNode briefing = Fields.object(node, "briefing", "");
        List<JsonNode> sectionNodes = Fields.objects(briefing, "sections", "briefing");
        List<BriefingSection> sections = new ArrayList<>();
        for (int i = 0; i < sectionNodes.size(); i++) {
            sections.add(BriefingSection.from(sectionNodes.get(i), Fields.item("briefing", "sections", i)));
        }
        return new BriefingTake(
                Fields.text(node, "race_id", ""),
                Fields.text(node, "status", ""),
                Fields.text(node, "forecast_run_id", ""),
                Fields.text(node, "artifact_sha256", ""),
                Fields.text(node, "data_cutoff", ""),
                Fields.scalar(node, "forecast_effect", ""),
                Fields.text(node, "thesis", ""),
                List.copyOf(paths),
                TakePacket.from(Fields.object(node, "packet", ""), "packet"),
                List.copyOf(sections),
                Fields.textList(briefing, "evidence_ids", "briefing"),
                TakeProvenance.from(Fields.object(node, "provenance", ""), "provenance"),
                Fields.nullableObject(node, "authorization", ""),
                Fields.nullableObject(node, "labels", ""),
                Fields.selfDigest(node, "approval_sha256", ""),
                node);
    }

    public Optional<BriefingSection> section(String name) {
        return sections.stream().filter(s -> s.section().equals(name)).findFirst();
    }

    public boolean isAuthorized() {
        return AUTHORIZED.equals(status);
    }
}
