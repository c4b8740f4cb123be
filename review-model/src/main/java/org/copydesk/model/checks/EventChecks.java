package org.copydesk.model.checks;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.run.EventOutput;
import org.copydesk.model.run.EvidencedValue;
import org.copydesk.model.run.NumericInput;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.SourceSnapshot;

/** Checks on a classified campaign event ({@code task: event}; CHECKS.md, Event). */
public final class EventChecks {

    public static final String DEFINED_INPUT = "defined_input";
    public static final String NARRATIVE_CONTEXT = "narrative_context";
    public static final List<String> AUTHORITIES =
            List.of("election_authority", "official_filing", "campaign_statement", "news_report");
    /** Only these may feed a number into the forecast. */
    public static final List<String> DEFINING_AUTHORITIES = List.of("election_authority", "official_filing");

    private EventChecks() {
    }

    public static List<Check<ShadowRun>> all() {
        return List.of(
                check("event.source_binding", "the event names a snapshot of this run and that snapshot's document digest",
                        "that the snapshot is the event's primary source",
                        (run, event) -> RunEvidence.sourceBinding(run, event.sourceId(), event.documentSha256())),
                check("event.evidence_exists", "every cited block exists in the bound snapshot and every stated value cites one",
                        "that the cited blocks support the values", EventChecks::evidenceExists),
                check("event.iso_dates", "the event date is a real calendar date no later than the source's retrieval",
                        "that the event happened on that date", EventChecks::isoDates),
                check("event.authority", "a defined input comes from an election authority or official filing, "
                                + "is a defined-input type and carries a number",
                        "that the authority named really issued it", EventChecks::authority),
                check("event.narrative_not_numeric", "narrative events are classified as context and carry no number",
                        "that the classification is editorially right", EventChecks::narrativeNotNumeric),
                check("event.numeric_fidelity", "the numeric input occurs as a whole number in a block it cites",
                        "that the number in the text means what the input names", EventChecks::numericFidelity));
    }

    private static Check<ShadowRun> check(String id, String establishes, String doesNotEstablish,
                                          BiFunction<ShadowRun, EventOutput, Outcome> body) {
        return new Check<>(id, establishes, doesNotEstablish, (run, context) -> run.event()
                .map(event -> body.apply(run, event))
                .orElseGet(() -> Outcome.notApplicable("the run has no event output")));
    }

    private static Outcome evidenceExists(ShadowRun run, EventOutput event) {
        Optional<SourceSnapshot> snapshot = run.source(event.sourceId());
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, EvidencedValue> field : event.fields().entrySet()) {
            problems.addAll(RunEvidence.evidenceProblems("fields." + field.getKey(), !field.getValue().isNull(),
                    field.getValue().evidence(), snapshot));
        }
        if (event.numericInput().isPresent()) {
            NumericInput input = event.numericInput().get();
            problems.addAll(RunEvidence.evidenceProblems("numeric_input", !input.value().isNull(), input.evidence(),
                    snapshot));
        }
        return Outcome.of(problems, "every cited block exists in " + event.sourceId());
    }

    private static Outcome isoDates(ShadowRun run, EventOutput event) {
        JsonNode value = event.field("event_date").value();
        if (value.isNull()) {
            return Outcome.passed("event_date is null");
        }
        Optional<LocalDate> date = Dates.isoDate(value);
        if (date.isEmpty()) {
            return Outcome.failed("fields.event_date " + value + " is not a valid calendar date");
        }
        Optional<LocalDate> retrieved = run.source(event.sourceId())
                .flatMap(SourceSnapshot::retrievedAt).flatMap(Dates::utcDate);
        if (retrieved.isPresent() && date.get().isAfter(retrieved.get())) {
            return Outcome.failed("fields.event_date " + date.get() + " is after the snapshot was retrieved ("
                    + retrieved.get() + ")");
        }
        return Outcome.passed("event_date " + date.get() + " is valid and not after retrieval");
    }

    private static Outcome authority(ShadowRun run, EventOutput event) {
        List<String> problems = new ArrayList<>();
        if (!DEFINED_INPUT.equals(event.classification()) && !NARRATIVE_CONTEXT.equals(event.classification())) {
            problems.add("classification \"" + event.classification() + "\" is not defined_input or narrative_context");
        }
        if (!EventOutput.DEFINED_INPUT_TYPES.contains(event.eventType())
                && !EventOutput.NARRATIVE_TYPES.contains(event.eventType())) {
            problems.add("event_type \"" + event.eventType() + "\" is not a known event type");
        }
        JsonNode authority = event.field("authority").value();
        if (!authority.isNull() && !(authority.isTextual() && AUTHORITIES.contains(authority.textValue()))) {
            problems.add("fields.authority " + authority + " is not a known authority");
        }
        if (DEFINED_INPUT.equals(event.classification())) {
            if (!authority.isTextual() || !DEFINING_AUTHORITIES.contains(authority.textValue())) {
                problems.add("a defined_input needs authority election_authority or official_filing, not " + authority);
            }
            if (!EventOutput.DEFINED_INPUT_TYPES.contains(event.eventType())) {
                problems.add("event_type " + event.eventType() + " is not a defined-input type");
            }
            if (event.numericInput().isEmpty()) {
                problems.add("a defined_input has no numeric_input");
            }
        }
        return Outcome.of(problems, "classification " + event.classification() + " is consistent with authority "
                + authority.asText() + " and type " + event.eventType());
    }

    private static Outcome narrativeNotNumeric(ShadowRun run, EventOutput event) {
        List<String> problems = new ArrayList<>();
        if (EventOutput.NARRATIVE_TYPES.contains(event.eventType()) && DEFINED_INPUT.equals(event.classification())) {
            problems.add("narrative event_type " + event.eventType() + " is classified defined_input");
        }
        if (NARRATIVE_CONTEXT.equals(event.classification()) && event.numericInput().isPresent()) {
            problems.add("a narrative_context event carries numeric_input " + event.numericInput().get().name());
        }
        return Outcome.of(problems, "no narrative event feeds a number");
    }

    private static Outcome numericFidelity(ShadowRun run, EventOutput event) {
        Optional<NumericInput> input = event.numericInput();
        if (input.isEmpty() || input.get().value().isNull()) {
            return Outcome.notApplicable("the event has no numeric input");
        }
        return RunEvidence.fidelityProblem("numeric_input.value", input.get().value(), input.get().evidence(),
                        run.source(event.sourceId()))
                .map(Outcome::failed)
                .orElseGet(() -> Outcome.passed("numeric_input.value occurs in a cited block"));
    }
}
