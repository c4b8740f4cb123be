package org.copydesk.model.checks;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.checks.text.NumberToken;
import org.copydesk.model.checks.text.NumericTokens;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.Block;
import org.copydesk.model.snapshot.SourceSnapshot;

/** Shared reading of evidence-bound outputs (FORMATS §3.1) for the poll and event checks. */
final class RunEvidence {

    private RunEvidence() {
    }

    static Outcome sourceBinding(ShadowRun run, String sourceId, String documentSha256) {
        Optional<SourceSnapshot> snapshot = run.source(sourceId);
        if (snapshot.isEmpty()) {
            return Outcome.failed("output.source_id " + sourceId + " names no snapshot of this run");
        }
        if (!snapshot.get().documentSha256().equals(documentSha256)) {
            return Outcome.failed("output.document_sha256 " + documentSha256 + " differs from " + sourceId
                    + "'s document_sha256 " + snapshot.get().documentSha256());
        }
        return Outcome.passed("output is bound to " + sourceId + " (document " + documentSha256 + ")");
    }

    /** Problems with one evidence-bound value: unknown block ids, or a value citing nothing. */
    static List<String> evidenceProblems(String label, boolean hasValue, List<String> evidence,
                                         Optional<SourceSnapshot> snapshot) {
        List<String> problems = new ArrayList<>();
        if (hasValue && evidence.isEmpty()) {
            problems.add(label + " has a value but cites no block");
        }
        for (String blockId : evidence) {
            if (snapshot.flatMap(s -> s.block(blockId)).isEmpty()) {
                problems.add(label + " cites " + blockId + ", which is not a block of "
                        + snapshot.map(SourceSnapshot::sourceId).orElse("the bound snapshot"));
            }
        }
        return problems;
    }

    /** A JSON number as an exact decimal ({@code 4.4}, not {@code 4.4000000000000003552713678800500929355621337890625}). */
    static Optional<BigDecimal> decimal(JsonNode value) {
        if (value == null || !value.isNumber()) {
            return Optional.empty();
        }
        if (value.isIntegralNumber()) {
            return Optional.of(new BigDecimal(value.bigIntegerValue()));
        }
        return Optional.of(new BigDecimal(Double.toString(value.doubleValue())));
    }

    /**
     * {@code String.format(Locale.ROOT, "%.2f", value)} for a finite value, without the format
     * parser: the shortest decimal that reads back as the double (what the formatter rounds),
     * rounded half up to two places.
     */
    static String twoPlaces(double value) {
        return new BigDecimal(Double.toString(value)).setScale(2, RoundingMode.HALF_UP).toPlainString();
    }

    static String plain(BigDecimal value) {
        BigDecimal stripped = value.stripTrailingZeros();
        return (stripped.scale() < 0 ? stripped.setScale(0) : stripped).toPlainString();
    }

    /**
     * Empty when {@code value} occurs as a whole number in a cited block; otherwise the
     * problem, naming the value and the blocks searched.
     */
    static Optional<String> fidelityProblem(String label, JsonNode value, List<String> evidence,
                                            Optional<SourceSnapshot> snapshot) {
        return fidelityProblem(label, value, evidence, snapshot, new HashMap<>());
    }

    /**
     * {@link #fidelityProblem(String, JsonNode, List, Optional)} for one of several values citing
     * the same snapshot: {@code numbers} keeps each block's numbers, read once for all of them
     * (a poll's numbers mostly cite its one results block).
     */
    static Optional<String> fidelityProblem(String label, JsonNode value, List<String> evidence,
                                            Optional<SourceSnapshot> snapshot, Map<String, List<NumberToken>> numbers) {
        Optional<BigDecimal> number = decimal(value);
        if (number.isEmpty()) {
            return Optional.of(label + " is not a number");
        }
        for (String blockId : evidence) {
            Optional<Block> block = snapshot.flatMap(s -> s.block(blockId));
            if (block.isPresent() && numbers.computeIfAbsent(blockId, id -> NumericTokens.extract(block.get().text()))
                    .stream().anyMatch(token -> token.hasValue(number.get()))) {
                return Optional.empty();
            }
        }
        String searched = evidence.isEmpty() ? "no cited block" : "none of " + String.join(", ", evidence);
        return Optional.of(label + " " + plain(number.get()) + " occurs in " + searched);
    }
}
