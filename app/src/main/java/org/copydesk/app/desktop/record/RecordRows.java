package org.copydesk.app.desktop.record;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.app.desktop.verdicts.VerdictItem;
import org.copydesk.model.run.Claim;
import org.copydesk.model.run.ClaimCitation;
import org.copydesk.model.run.CommentaryContext;
import org.copydesk.model.run.CommentaryOutput;
import org.copydesk.model.run.DiscoverOutput;
import org.copydesk.model.run.EventOutput;
import org.copydesk.model.run.EvidencedValue;
import org.copydesk.model.run.ForecastFactRef;
import org.copydesk.model.run.NumericInput;
import org.copydesk.model.run.PollOutput;
import org.copydesk.model.run.PollResult;
import org.copydesk.model.run.ScreeningFinding;
import org.copydesk.model.run.ShadowRun;

/** Turns a run into the rows the record view shows; pure, so the mapping is tested without a window. */
final class RecordRows {

    static final String NOT_DISCLOSED = "null · not disclosed";

    private RecordRows() {
    }

    static List<FieldRow> pollFields(ShadowRun run, PollOutput poll) {
        List<FieldRow> rows = new ArrayList<>();
        for (Map.Entry<String, EvidencedValue> field : poll.fields().entrySet()) {
            rows.add(fieldRow(run, poll.sourceId(), field.getKey(), "fields." + field.getKey(), field.getValue().value(),
                    field.getValue().evidence()));
        }
        return rows;
    }

    static List<ResultRow> results(ShadowRun run, PollOutput poll) {
        List<ResultRow> rows = new ArrayList<>();
        for (PollResult result : poll.results()) {
            rows.add(new ResultRow(result.candidate(), result.party().orElse(""), display(result.pct()),
                    chips(run, poll.sourceId(), result.evidence()), numbers(result.pct()),
                    VerdictItem.field("results." + result.candidate() + ".pct", result.candidate() + " pct",
                            result.pct().isNull(), display(result.pct()), result.evidence())));
        }
        return rows;
    }

    static List<FieldRow> eventFields(ShadowRun run, EventOutput event) {
        List<FieldRow> rows = new ArrayList<>();
        for (Map.Entry<String, EvidencedValue> field : event.fields().entrySet()) {
            rows.add(fieldRow(run, event.sourceId(), field.getKey(), "fields." + field.getKey(), field.getValue().value(),
                    field.getValue().evidence()));
        }
        Optional<NumericInput> numeric = event.numericInput();
        if (numeric.isPresent()) {
            NumericInput input = numeric.get();
            String name = "numeric input · " + input.name() + input.unit().map(u -> " (" + u + ")").orElse("");
            rows.add(fieldRow(run, event.sourceId(), name, "numeric_input.value", input.value(), input.evidence()));
        }
        return rows;
    }

    static List<LabelledValue> eventSummary(EventOutput event) {
        List<LabelledValue> lines = new ArrayList<>();
        lines.add(new LabelledValue("Event type", event.eventType().replace('_', ' ')));
        lines.add(new LabelledValue("Classification", event.classification().replace('_', ' ')));
        lines.add(new LabelledValue("Authority", event.field("authority").text().map(a -> a.replace('_', ' '))
                .orElse(NOT_DISCLOSED)));
        lines.add(new LabelledValue("Numeric input", event.numericInput()
                .map(n -> n.name() + " = " + display(n.value()) + n.unit().map(u -> " " + u).orElse(""))
                .orElse("none (narrative context)")));
        return lines;
    }

    static List<ClaimRow> claims(ShadowRun run, CommentaryOutput output) {
        List<ForecastFactRef> facts = run.context().filter(CommentaryContext.class::isInstance)
                .map(CommentaryContext.class::cast).map(CommentaryContext::forecastFacts).orElse(List.of());
        List<ClaimRow> rows = new ArrayList<>();
        for (Claim claim : output.claims()) {
            List<String> factLines = new ArrayList<>();
            for (String id : claim.forecastFactIds()) {
                factLines.add(facts.stream().filter(f -> f.forecastFactId().equals(id)).findFirst()
                        .map(f -> id + " · " + f.label() + " = " + f.rendered())
                        .orElse(id + " · unknown forecast fact"));
            }
            List<EvidenceChip> chips = new ArrayList<>();
            for (ClaimCitation citation : claim.citations()) {
                chips.add(chip(run, citation.sourceId(), citation.blockId()));
            }
            rows.add(new ClaimRow(claim.claimId(), claim.kind(), kindLabel(claim.kind()), claim.text(),
                    List.copyOf(factLines), List.copyOf(chips), NumericTokens.numbersIn(claim.text()),
                    VerdictItem.claim(claim.claimId())));
        }
        return rows;
    }

    static String kindLabel(String kind) {
        switch (kind) {
            case Claim.MODEL_OUTPUT:
                return "model output";
            case Claim.REPORTED_FACT:
                return "reported fact";
            case Claim.ANALYSIS:
                return "analysis";
            default:
                return kind + " (unknown kind)";
        }
    }

    static List<CandidateRow> candidates(DiscoverOutput output) {
        List<CandidateRow> rows = new ArrayList<>();
        output.candidates().forEach(c -> rows.add(new CandidateRow(c.url(), c.canonicalUrl().orElse(""), c.decision(),
                c.reason().map(r -> r.replace('_', ' ')).orElse(""))));
        return rows;
    }

    static List<FindingRow> findings(ShadowRun run) {
        List<FindingRow> rows = new ArrayList<>();
        for (ScreeningFinding finding : run.screening().findings()) {
            String source = finding.sourceId()
                    .orElse(run.sources().isEmpty() ? "" : run.sources().get(0).sourceId());
            List<EvidenceChip> chips = finding.blockId().map(b -> List.of(chip(run, source, b))).orElse(List.of());
            rows.add(new FindingRow(finding.rule().replace('_', ' '), finding.excerpt().orElse(""), chips));
        }
        return rows;
    }

    static List<LabelledValue> provenance(ShadowRun run) {
        List<LabelledValue> lines = new ArrayList<>();
        lines.add(new LabelledValue("mode", run.provenance().mode()));
        lines.add(new LabelledValue("model", run.provenance().model().orElse("—")));
        lines.add(new LabelledValue("response id", run.provenance().responseId().orElse("—")));
        lines.add(new LabelledValue("prompt", run.provenance().promptSha256().orElse("missing")));
        lines.add(new LabelledValue("schema", run.provenance().schemaSha256().orElse("missing")));
        lines.add(new LabelledValue("store", run.provenance().store().toString()));
        lines.add(new LabelledValue("tools enabled", run.provenance().toolsEnabled().toString()));
        lines.add(new LabelledValue("created", run.createdAt()));
        return lines;
    }

    /** Upstream's own verdicts, one line each; shown under "Upstream says (not trusted)". */
    static List<String> upstream(ShadowRun run) {
        List<String> lines = new ArrayList<>();
        run.upstreamChecks().forEach(c -> lines.add((c.passed() ? "passed  " : "FAILED  ") + c.checkId()
                + c.detail().map(d -> " — " + d).orElse("")));
        run.dedupeHints().forEach(h -> lines.add("dedupe hint  " + h.kind().replace('_', ' ') + " with "
                + shortDigest(h.otherRecordSha256()) + (h.matchedFields().isEmpty() ? ""
                : " on " + String.join(", ", h.matchedFields()))
                + (h.automaticMerge() ? " (asks for automatic merge: ignored)" : "")));
        if (run.screening().injectionDetected()) {
            lines.add("screening  injection detected");
        }
        run.blockedReasons().forEach(r -> lines.add("blocked because  " + r.replace('_', ' ')));
        if (lines.isEmpty()) {
            lines.add("nothing");
        }
        return lines;
    }

    static String title(ShadowRun run) {
        String source = run.sources().stream().findFirst()
                .map(s -> s.title().orElse(s.canonicalUrl().orElse(s.sourceId()))).orElse("no source");
        return run.task().wireName() + " · " + source;
    }

    static String shortDigest(String sha256) {
        return sha256.length() > 8 ? sha256.substring(0, 8) : sha256;
    }

    static EvidenceChip chip(ShadowRun run, String sourceId, String blockId) {
        boolean exists = run.source(sourceId).flatMap(s -> s.block(blockId)).isPresent();
        return new EvidenceChip(sourceId, blockId, !exists);
    }

    private static FieldRow fieldRow(ShadowRun run, String sourceId, String name, String path, JsonNode value,
                                     List<String> evidence) {
        return new FieldRow(name, display(value), chips(run, sourceId, evidence), numbers(value),
                VerdictItem.field(path, name, value == null || value.isNull(), display(value), evidence));
    }

    private static List<EvidenceChip> chips(ShadowRun run, String sourceId, List<String> blockIds) {
        List<EvidenceChip> chips = new ArrayList<>();
        blockIds.forEach(id -> chips.add(chip(run, sourceId, id)));
        return List.copyOf(chips);
    }

    private static String display(JsonNode value) {
        if (value == null || value.isNull()) {
            return NOT_DISCLOSED;
        }
        return value.isTextual() ? value.asText() : value.toString();
    }

    private static List<BigDecimal> numbers(JsonNode value) {
        return value != null && value.isNumber() ? List.of(value.decimalValue()) : List.of();
    }
}
