package org.copydesk.app.desktop.duplicates;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.app.desktop.record.EvidenceChip;
import org.copydesk.model.run.EvidencedValue;
import org.copydesk.model.run.PollOutput;
import org.copydesk.model.run.PollResult;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.SourceSnapshot;

/** Aligns two runs row by row; pure, so every difference state is tested without a window. */
final class Comparer {

    static final String ABSENT = "—";
    static final String NOT_DISCLOSED = "null · not disclosed";
    private static final String QUESTION = "question_text";

    private Comparer() {
    }

    static PairComparison compare(ShadowRun left, ShadowRun right) {
        Optional<PollOutput> a = left.poll();
        Optional<PollOutput> b = right.poll();
        String leftQuestion = a.flatMap(p -> p.field(QUESTION).text()).orElse("");
        String rightQuestion = b.flatMap(p -> p.field(QUESTION).text()).orElse("");
        return new PairComparison(fields(left, a, right, b), results(left, a, right, b),
                WordDiff.of(leftQuestion, rightQuestion), sameDocuments(left, right), sources(left), sources(right));
    }

    static List<ComparedField> fields(ShadowRun left, Optional<PollOutput> a, ShadowRun right, Optional<PollOutput> b) {
        Set<String> names = new LinkedHashSet<>();
        a.ifPresent(p -> names.addAll(p.fields().keySet()));
        b.ifPresent(p -> names.addAll(p.fields().keySet()));
        List<ComparedField> rows = new ArrayList<>();
        for (String name : names) {
            Optional<EvidencedValue> l = a.map(p -> p.fields().get(name));
            Optional<EvidencedValue> r = b.map(p -> p.fields().get(name));
            String leftText = l.map(v -> display(v.value())).orElse(ABSENT);
            String rightText = r.map(v -> display(v.value())).orElse(ABSENT);
            Difference difference = Difference.of(comparable(l), comparable(r), present(l), present(r));
            rows.add(new ComparedField(name, leftText, rightText, difference,
                    chips(left, a, l.map(EvidencedValue::evidence).orElse(List.of())),
                    chips(right, b, r.map(EvidencedValue::evidence).orElse(List.of()))));
        }
        return rows;
    }

    /** The union of both sides' candidates, left's order first, matched trimmed and case-folded. */
    static List<ComparedResult> results(ShadowRun left, Optional<PollOutput> a, ShadowRun right, Optional<PollOutput> b) {
        Map<String, PollResult> leftByName = byCandidate(a);
        Map<String, PollResult> rightByName = byCandidate(b);
        Set<String> keys = new LinkedHashSet<>(leftByName.keySet());
        keys.addAll(rightByName.keySet());
        List<ComparedResult> rows = new ArrayList<>();
        for (String key : keys) {
            Optional<PollResult> l = Optional.ofNullable(leftByName.get(key));
            Optional<PollResult> r = Optional.ofNullable(rightByName.get(key));
            String name = l.or(() -> r).map(p -> p.candidate().strip()).orElse(key);
            String leftPct = l.map(p -> display(p.pct())).orElse(ABSENT);
            String rightPct = r.map(p -> display(p.pct())).orElse(ABSENT);
            Difference difference = l.isPresent() && r.isPresent()
                    ? Difference.of(number(l.get().pct()), number(r.get().pct()), true, true)
                    : Difference.of("", "", l.isPresent(), r.isPresent());
            rows.add(new ComparedResult(name, leftPct, rightPct, difference,
                    chips(left, a, l.map(PollResult::evidence).orElse(List.of())),
                    chips(right, b, r.map(PollResult::evidence).orElse(List.of()))));
        }
        return rows;
    }

    private static Map<String, PollResult> byCandidate(Optional<PollOutput> poll) {
        Map<String, PollResult> byName = new LinkedHashMap<>();
        poll.ifPresent(p -> p.results().forEach(r -> byName.putIfAbsent(r.candidate().strip().toLowerCase(Locale.ROOT), r)));
        return byName;
    }

    private static boolean sameDocuments(ShadowRun left, ShadowRun right) {
        Set<String> a = new LinkedHashSet<>();
        left.sources().forEach(s -> a.add(s.documentSha256()));
        Set<String> b = new LinkedHashSet<>();
        right.sources().forEach(s -> b.add(s.documentSha256()));
        return !a.isEmpty() && a.equals(b);
    }

    private static List<SourceLine> sources(ShadowRun run) {
        List<SourceLine> lines = new ArrayList<>();
        for (SourceSnapshot s : run.sources()) {
            lines.add(new SourceLine(s.canonicalUrl().orElse("(no canonical URL)"), s.publisher().orElse("(no publisher)"),
                    s.retrievedAt().orElse("(retrieval time not recorded)")));
        }
        return lines;
    }

    private static List<EvidenceChip> chips(ShadowRun run, Optional<PollOutput> poll, List<String> blockIds) {
        if (poll.isEmpty()) {
            return List.of();
        }
        String sourceId = poll.get().sourceId();
        List<EvidenceChip> chips = new ArrayList<>();
        for (String id : blockIds) {
            boolean exists = run.source(sourceId).flatMap(s -> s.block(id)).isPresent();
            chips.add(new EvidenceChip(sourceId, id, !exists));
        }
        return List.copyOf(chips);
    }

    private static boolean present(Optional<EvidencedValue> value) {
        return value.isPresent() && !value.get().isNull();
    }

    /** Text compares trimmed and case-folded, numbers by value: "Harbor Research" is "harbor research ", 4.0 is 4. */
    private static String comparable(Optional<EvidencedValue> value) {
        if (!present(value)) {
            return "";
        }
        JsonNode node = value.get().value();
        return node.isNumber() ? number(node) : display(node).strip().toLowerCase(Locale.ROOT);
    }

    private static String number(JsonNode node) {
        return node != null && node.isNumber() ? node.decimalValue().stripTrailingZeros().toPlainString() : display(node);
    }

    static String display(JsonNode value) {
        if (value == null || value.isNull()) {
            return NOT_DISCLOSED;
        }
        return value.isTextual() ? value.asText() : value.toString();
    }
}
