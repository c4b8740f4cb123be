package org.copydesk.model.checks;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.checks.text.Folding;
import org.copydesk.model.checks.text.NumberToken;
import org.copydesk.model.run.EvidencedValue;
import org.copydesk.model.run.PollOutput;
import org.copydesk.model.run.PollResult;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.SourceSnapshot;

/** Checks on an extracted poll ({@code task: poll}; CHECKS.md, Poll). */
public final class PollChecks {

    public static final List<String> POPULATIONS = List.of("LV", "RV", "A");
    public static final List<String> MODES = List.of("phone", "online", "text", "mixed");
    private static final List<String> DATE_FIELDS = List.of("field_start", "field_end", "release_date");
    private static final List<String> NUMERIC_FIELDS = List.of("sample_size", "margin_of_error", "undecided_pct", "other_pct");
    private static final List<String> PERCENT_FIELDS = List.of("undecided_pct", "other_pct");
    private static final String NOT_RIGHT = "that the poll was reported correctly or that the pollster is credible";

    private PollChecks() {
    }

    public static List<Check<ShadowRun>> all() {
        return List.of(
                check("poll.source_binding", "the poll names a snapshot of this run and that snapshot's document digest",
                        "that the snapshot is the poll's primary source",
                        (run, poll) -> RunEvidence.sourceBinding(run, poll.sourceId(), poll.documentSha256())),
                check("poll.evidence_exists", "every cited block exists in the bound snapshot and every stated value cites one",
                        "that the cited blocks support the values", PollChecks::evidenceExists),
                check("poll.iso_dates", "field and release dates are real calendar dates in YYYY-MM-DD form",
                        "that the dates are the poll's dates", PollChecks::isoDates),
                check("poll.chronology", "fieldwork starts before it ends, ends before release and before the source was retrieved",
                        "that the dates are the poll's dates", PollChecks::chronology),
                check("poll.unique_candidates", "no candidate appears twice in the results",
                        "that the candidate names are spelled as the source spells them", PollChecks::uniqueCandidates),
                check("poll.percentages", "every percentage lies between 0 and 100",
                        NOT_RIGHT, PollChecks::percentages),
                check("poll.totals", "results, undecided and other add up to about 100 (0.5 points of rounding each)",
                        NOT_RIGHT, PollChecks::totals),
                check("poll.sample", "sample size is a positive whole number; population and mode are known values",
                        NOT_RIGHT, PollChecks::sample),
                check("poll.moe_plausible", "the margin of error is no smaller than simple random sampling allows and at most 20",
                        "that the pollster computed the margin correctly", PollChecks::moePlausible),
                check("poll.numeric_fidelity", "every number extracted occurs as a whole number in a block it cites",
                        "that the number in the text refers to the thing it was extracted as", PollChecks::numericFidelity),
                check("poll.disclosure_gaps", "disclosure_gaps names exactly the fields left null",
                        "that the source really does not disclose them", PollChecks::disclosureGaps));
    }

    private static Check<ShadowRun> check(String id, String establishes, String doesNotEstablish,
                                          BiFunction<ShadowRun, PollOutput, Outcome> body) {
        return new Check<>(id, establishes, doesNotEstablish, (run, context) -> run.poll()
                .map(poll -> body.apply(run, poll))
                .orElseGet(() -> Outcome.notApplicable("the run has no poll output")));
    }

    private static Outcome evidenceExists(ShadowRun run, PollOutput poll) {
        Optional<SourceSnapshot> snapshot = run.source(poll.sourceId());
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, EvidencedValue> field : poll.fields().entrySet()) {
            problems.addAll(RunEvidence.evidenceProblems("fields." + field.getKey(), !field.getValue().isNull(),
                    field.getValue().evidence(), snapshot));
        }
        for (PollResult result : poll.results()) {
            problems.addAll(RunEvidence.evidenceProblems("results." + result.candidate(), !result.pct().isNull(),
                    result.evidence(), snapshot));
        }
        return Outcome.of(problems, "every cited block exists in " + poll.sourceId());
    }

    private static Outcome isoDates(ShadowRun run, PollOutput poll) {
        List<String> problems = new ArrayList<>();
        for (String name : DATE_FIELDS) {
            JsonNode value = poll.field(name).value();
            if (!value.isNull() && Dates.isoDate(value).isEmpty()) {
                problems.add("fields." + name + " " + value + " is not a valid calendar date");
            }
        }
        return Outcome.of(problems, "dates are valid or null");
    }

    private static Outcome chronology(ShadowRun run, PollOutput poll) {
        List<String> names = new ArrayList<>();
        List<LocalDate> dates = new ArrayList<>();
        for (String name : DATE_FIELDS) {
            Optional<LocalDate> date = Dates.isoDate(poll.field(name).value());
            if (date.isPresent()) {
                names.add(name);
                dates.add(date.get());
            }
        }
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < dates.size(); i++) {
            for (int j = i + 1; j < dates.size(); j++) {
                if (dates.get(i).isAfter(dates.get(j))) {
                    problems.add(names.get(i) + " " + dates.get(i) + " is after " + names.get(j) + " " + dates.get(j));
                }
            }
        }
        Optional<LocalDate> fieldEnd = Dates.isoDate(poll.field("field_end").value());
        Optional<LocalDate> retrieved = run.source(poll.sourceId())
                .flatMap(SourceSnapshot::retrievedAt).flatMap(Dates::utcDate);
        if (fieldEnd.isPresent() && retrieved.isPresent() && fieldEnd.get().isAfter(retrieved.get())) {
            problems.add("field_end " + fieldEnd.get() + " is after the snapshot was retrieved (" + retrieved.get() + ")");
        }
        return Outcome.of(problems, "field_start ≤ field_end ≤ release_date, and field_end ≤ retrieval date, where stated");
    }

    private static Outcome uniqueCandidates(ShadowRun run, PollOutput poll) {
        Map<String, String> seen = new HashMap<>();
        List<String> problems = new ArrayList<>();
        for (PollResult result : poll.results()) {
            String key = Folding.key(result.candidate());
            String first = seen.putIfAbsent(key, result.candidate());
            if (first != null) {
                problems.add("results name \"" + first + "\" and \"" + result.candidate() + "\", the same candidate");
            }
        }
        return Outcome.of(problems, poll.results().size() + " distinct candidates");
    }

    private static Outcome percentages(ShadowRun run, PollOutput poll) {
        List<String> problems = new ArrayList<>();
        for (String name : PERCENT_FIELDS) {
            percentProblem("fields." + name, poll.field(name).value()).ifPresent(problems::add);
        }
        for (PollResult result : poll.results()) {
            percentProblem("results." + result.candidate() + ".pct", result.pct()).ifPresent(problems::add);
        }
        return Outcome.of(problems, "every percentage is within 0–100");
    }

    private static Optional<String> percentProblem(String label, JsonNode value) {
        if (value.isNull()) {
            return Optional.empty();
        }
        Optional<BigDecimal> number = RunEvidence.decimal(value);
        if (number.isEmpty()) {
            return Optional.of(label + " " + value + " is not a number");
        }
        if (number.get().signum() < 0 || number.get().compareTo(BigDecimal.valueOf(100)) > 0) {
            return Optional.of(label + " " + RunEvidence.plain(number.get()) + " is outside 0–100");
        }
        return Optional.empty();
    }

    private static Outcome totals(ShadowRun run, PollOutput poll) {
        BigDecimal total = BigDecimal.ZERO;
        int components = 0;
        for (PollResult result : poll.results()) {
            Optional<BigDecimal> pct = RunEvidence.decimal(result.pct());
            if (pct.isPresent()) {
                total = total.add(pct.get());
                components++;
            }
        }
        Optional<BigDecimal> undecided = RunEvidence.decimal(poll.field("undecided_pct").value());
        Optional<BigDecimal> other = RunEvidence.decimal(poll.field("other_pct").value());
        for (Optional<BigDecimal> part : List.of(undecided, other)) {
            if (part.isPresent()) {
                total = total.add(part.get());
                components++;
            }
        }
        BigDecimal slack = BigDecimal.valueOf(components).multiply(new BigDecimal("0.5"));
        BigDecimal hundred = BigDecimal.valueOf(100);
        String sum = "total " + RunEvidence.plain(total) + " over " + components + " components (slack "
                + RunEvidence.plain(slack) + ")";
        if (undecided.isPresent() && other.isPresent()) {
            // Every share is disclosed, so the total must be 100 up to rounding.
            return total.subtract(hundred).abs().compareTo(slack) > 0
                    ? Outcome.failed(sum + " differs from 100 by more than the slack")
                    : Outcome.passed(sum + " is 100 within the slack");
        }
        return total.compareTo(hundred.add(slack)) > 0
                ? Outcome.failed(sum + " exceeds 100 plus the slack")
                : Outcome.passed(sum + " does not exceed 100 plus the slack");
    }

    private static Outcome sample(ShadowRun run, PollOutput poll) {
        List<String> problems = new ArrayList<>();
        JsonNode size = poll.field("sample_size").value();
        if (!size.isNull()) {
            Optional<BigDecimal> n = RunEvidence.decimal(size);
            if (n.isEmpty() || n.get().signum() <= 0 || n.get().stripTrailingZeros().scale() > 0) {
                problems.add("fields.sample_size " + size + " is not a positive integer");
            }
        }
        enumProblem("fields.population", poll.field("population").value(), POPULATIONS).ifPresent(problems::add);
        enumProblem("fields.mode", poll.field("mode").value(), MODES).ifPresent(problems::add);
        return Outcome.of(problems, "sample size, population and mode are well formed or null");
    }

    private static Optional<String> enumProblem(String label, JsonNode value, List<String> allowed) {
        if (value.isNull() || (value.isTextual() && allowed.contains(value.textValue()))) {
            return Optional.empty();
        }
        return Optional.of(label + " " + value + " is not one of " + String.join(", ", allowed));
    }

    private static Outcome moePlausible(ShadowRun run, PollOutput poll) {
        Optional<BigDecimal> n = RunEvidence.decimal(poll.field("sample_size").value());
        Optional<BigDecimal> m = RunEvidence.decimal(poll.field("margin_of_error").value());
        if (n.isEmpty() || m.isEmpty()) {
            return Outcome.notApplicable("sample_size or margin_of_error is not stated as a number");
        }
        if (n.get().signum() <= 0) {
            return Outcome.notApplicable("sample_size is not positive (see poll.sample)");
        }
        double floor = 0.9 * 98.0 / Math.sqrt(n.get().doubleValue());
        double moe = m.get().doubleValue();
        String floorText = RunEvidence.twoPlaces(floor);
        if (moe < floor) {
            return Outcome.failed("margin_of_error " + RunEvidence.plain(m.get()) + " is below " + floorText
                    + ", the least simple random sampling allows for n = " + RunEvidence.plain(n.get()));
        }
        if (moe > 20) {
            return Outcome.failed("margin_of_error " + RunEvidence.plain(m.get()) + " is above 20");
        }
        return Outcome.passed("margin_of_error " + RunEvidence.plain(m.get()) + " is between " + floorText + " and 20");
    }

    private static Outcome numericFidelity(ShadowRun run, PollOutput poll) {
        Optional<SourceSnapshot> snapshot = run.source(poll.sourceId());
        List<String> problems = new ArrayList<>();
        Map<String, List<NumberToken>> numbers = new HashMap<>();
        int values = 0;
        for (String name : NUMERIC_FIELDS) {
            EvidencedValue field = poll.field(name);
            if (!field.isNull()) {
                values++;
                RunEvidence.fidelityProblem("fields." + name, field.value(), field.evidence(), snapshot, numbers)
                        .ifPresent(problems::add);
            }
        }
        for (PollResult result : poll.results()) {
            if (!result.pct().isNull()) {
                values++;
                RunEvidence.fidelityProblem("results." + result.candidate() + ".pct", result.pct(), result.evidence(),
                        snapshot, numbers).ifPresent(problems::add);
            }
        }
        return Outcome.of(problems, values + " numbers occur in the blocks they cite");
    }

    private static Outcome disclosureGaps(ShadowRun run, PollOutput poll) {
        Set<String> nullFields = new LinkedHashSet<>();
        poll.fields().forEach((name, value) -> {
            if (value.isNull()) {
                nullFields.add(name);
            }
        });
        List<String> problems = new ArrayList<>();
        Set<String> named = new LinkedHashSet<>();
        for (String gap : poll.disclosureGaps()) {
            if (!named.add(gap)) {
                problems.add("disclosure_gaps names " + gap + " twice");
            }
        }
        for (String field : nullFields) {
            if (!named.contains(field)) {
                problems.add("fields." + field + " is null but not in disclosure_gaps");
            }
        }
        for (String gap : named) {
            if (!nullFields.contains(gap)) {
                problems.add("disclosure_gaps names " + gap + ", which is not a null field");
            }
        }
        return Outcome.of(problems, "disclosure_gaps names exactly the null fields "
                + (nullFields.isEmpty() ? "(none)" : String.join(", ", nullFields)));
    }
}
