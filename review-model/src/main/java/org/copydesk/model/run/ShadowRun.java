package org.copydesk.model.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.model.snapshot.SourceSnapshot;

/**
 * One upstream run ({@code shadow-run.v1}): one task over one or more snapshots.
 * {@code status} and the capability values are kept as read, for the safety checks to judge;
 * {@code json} is the exact tree as imported, from which {@code record_sha256} is recomputed.
 */
public record ShadowRun(
        String runId,
        Task task,
        String status,
        JsonNode publishable,
        Map<String, JsonNode> capabilities,
        String createdAt,
        Provenance provenance,
        List<SourceSnapshot> sources,
        Screening screening,
        Optional<RunContext> context,
        Optional<RunOutput> output,
        List<UpstreamCheck> upstreamChecks,
        List<DedupeHint> dedupeHints,
        List<String> blockedReasons,
        String recordSha256,
        JsonNode json) {

    public static final String SCHEMA = "shadow-run.v1";
    public static final String NEEDS_HUMAN_REVIEW = "needs_human_review";
    public static final String BLOCKED = "blocked";

    public static ShadowRun from(JsonNode node) {
        String taskName = Fields.text(node, "task", "");
        Task task = Task.fromWire(taskName).orElseThrow(() -> new MalformedDocumentException(
                "unknown task \"" + taskName + "\" (expected poll, event, commentary or discover)"));
        JsonNode caps = Fields.object(node, "capabilities", "");
        Map<String, JsonNode> capabilities = new LinkedHashMap<>();
        caps.properties().forEach(e -> capabilities.put(e.getKey(), e.getValue()));
        List<JsonNode> sourceNodes = Fields.objects(node, "sources", "");
        List<SourceSnapshot> sources = new ArrayList<>(sourceNodes.size());
        for (int i = 0; i < sourceNodes.size(); i++) {
            sources.add(SourceSnapshot.from(sourceNodes.get(i), Fields.item("", "sources", i)));
        }
        Optional<RunContext> context = Fields.nullableObject(node, "context", "").map(c -> contextFor(task, c));
        Optional<RunOutput> output = Fields.nullableObject(node, "output", "").map(o -> outputFor(task, o));
        List<JsonNode> checkNodes = Fields.objects(node, "upstream_checks", "");
        List<UpstreamCheck> checks = new ArrayList<>();
        for (int i = 0; i < checkNodes.size(); i++) {
            checks.add(UpstreamCheck.from(checkNodes.get(i), Fields.item("", "upstream_checks", i)));
        }
        List<JsonNode> hintNodes = Fields.objects(node, "dedupe_hints", "");
        List<DedupeHint> hints = new ArrayList<>();
        for (int i = 0; i < hintNodes.size(); i++) {
            hints.add(DedupeHint.from(hintNodes.get(i), Fields.item("", "dedupe_hints", i)));
        }
        return new ShadowRun(
                Fields.text(node, "run_id", ""),
                task,
                Fields.text(node, "status", ""),
                Fields.scalar(node, "publishable", ""),
                Map.copyOf(capabilities),
                Fields.text(node, "created_at", ""),
                Provenance.from(Fields.object(node, "provenance", ""), "provenance"),
                List.copyOf(sources),
                Screening.from(Fields.object(node, "screening", ""), "screening"),
                context,
                output,
                List.copyOf(checks),
                List.copyOf(hints),
                Fields.textList(node, "blocked_reasons", ""),
                Fields.selfDigest(node, "record_sha256", ""),
                node);
    }

    private static RunContext contextFor(Task task, JsonNode node) {
        return switch (task) {
            case COMMENTARY -> CommentaryContext.from(node, "context");
            case DISCOVER -> DiscoverContext.from(node, "context");
            default -> throw new MalformedDocumentException("a " + task.wireName() + " run has no context; found an object");
        };
    }

    private static RunOutput outputFor(Task task, JsonNode node) {
        return switch (task) {
            case POLL -> PollOutput.from(node, "output");
            case EVENT -> EventOutput.from(node, "output");
            case COMMENTARY -> CommentaryOutput.from(node, "output");
            case DISCOVER -> DiscoverOutput.from(node, "output");
        };
    }

    public Optional<SourceSnapshot> source(String sourceId) {
        return sources.stream().filter(s -> s.sourceId().equals(sourceId)).findFirst();
    }

    public boolean isBlocked() {
        return BLOCKED.equals(status);
    }

    public Optional<PollOutput> poll() {
        return output.filter(PollOutput.class::isInstance).map(PollOutput.class::cast);
    }

    public Optional<EventOutput> event() {
        return output.filter(EventOutput.class::isInstance).map(EventOutput.class::cast);
    }

    public Optional<CommentaryOutput> commentary() {
        return output.filter(CommentaryOutput.class::isInstance).map(CommentaryOutput.class::cast);
    }

    public Optional<DiscoverOutput> discover() {
        return output.filter(DiscoverOutput.class::isInstance).map(DiscoverOutput.class::cast);
    }

    /** The race a run is about, where its output names one. */
    public Optional<String> raceId() {
        return poll().flatMap(PollOutput::raceId).or(() -> event().flatMap(EventOutput::raceId));
    }
}
