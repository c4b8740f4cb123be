package org.copydesk.app.workflow.decide;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import org.copydesk.app.workflow.RefusedException;
import org.copydesk.model.decision.FieldVerdict;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.model.run.EvidencedValue;
import org.copydesk.model.run.PollResult;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.Block;
import org.copydesk.model.snapshot.SourceSnapshot;

/**
 * Validates a reviewer's field verdicts against the run they judge (FORMATS §4.3): the path
 * exists, the verdict fits the path, a correction is typed like the field and cites blocks
 * that exist. The run itself is never changed; the verdicts become part of the signed bytes.
 */
final class FieldVerdicts {

    private static final Set<String> FIELD_VERDICTS = Set.of("correct", "incorrect", "missed", "unsupported");
    private static final Set<String> CLAIM_VERDICTS = Set.of("supported", "unsupported");
    private static final Set<String> NUMERIC_FIELDS = Set.of("sample_size", "margin_of_error", "undecided_pct", "other_pct");

    private FieldVerdicts() {
    }

    static ArrayNode validate(JsonNode verdicts, ShadowRun run) {
        if (!verdicts.isArray()) {
            throw new RefusedException("field verdicts must be a JSON list");
        }
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < verdicts.size(); i++) {
            FieldVerdict verdict;
            try {
                verdict = FieldVerdict.from(verdicts.get(i), "field_verdicts[" + i + "]");
            } catch (MalformedDocumentException e) {
                throw new RefusedException("field verdict " + (i + 1) + ": " + e.getMessage());
            }
            if (!seen.add(verdict.path())) {
                throw new RefusedException("field verdict for " + verdict.path() + " is given twice");
            }
            check(verdict, run);
        }
        return (ArrayNode) verdicts;
    }

    private static void check(FieldVerdict verdict, ShadowRun run) {
        Target target = target(verdict.path(), run).orElseThrow(() -> new RefusedException(
                "field verdict path " + verdict.path() + " names nothing in this run"));
        Set<String> allowed = target.claim() ? CLAIM_VERDICTS : FIELD_VERDICTS;
        if (!allowed.contains(verdict.verdict())) {
            throw new RefusedException(verdict.path() + ": verdict \"" + verdict.verdict() + "\" is not one of "
                    + String.join(", ", allowed.stream().sorted().toList()));
        }
        boolean needsCorrection = verdict.verdict().equals("incorrect") || verdict.verdict().equals("missed");
        if (needsCorrection && verdict.correctedValue().isNull()) {
            throw new RefusedException(verdict.path() + ": an " + verdict.verdict() + " verdict needs the corrected value");
        }
        if (!needsCorrection && !verdict.correctedValue().isNull()) {
            throw new RefusedException(verdict.path() + ": only incorrect and missed verdicts carry a corrected value");
        }
        if (verdict.verdict().equals("missed") && !target.originalNull()) {
            throw new RefusedException(verdict.path() + ": \"missed\" is for a value upstream gave as null");
        }
        if (needsCorrection && target.numeric() != verdict.correctedValue().isNumber()) {
            throw new RefusedException(verdict.path() + ": the corrected value must be "
                    + (target.numeric() ? "a number" : "text"));
        }
        if (needsCorrection && verdict.evidence().isEmpty()) {
            throw new RefusedException(verdict.path() + ": a correction must cite the blocks that support it");
        }
        for (String block : verdict.evidence()) {
            if (!target.blocks().contains(block)) {
                throw new RefusedException(verdict.path() + ": evidence block " + block + " is not in the source");
            }
        }
    }

    private record Target(boolean claim, boolean numeric, boolean originalNull, Set<String> blocks) {
    }

    private static Optional<Target> target(String path, ShadowRun run) {
        if (path.startsWith("claims.")) {
            String id = path.substring("claims.".length());
            return run.commentary().flatMap(c -> c.claims().stream().filter(cl -> cl.claimId().equals(id)).findFirst())
                    .map(claim -> new Target(true, false, false, allBlocks(run.sources())));
        }
        Optional<SourceSnapshot> source = run.poll().flatMap(p -> run.source(p.sourceId()))
                .or(() -> run.event().flatMap(e -> run.source(e.sourceId())));
        Set<String> blocks = source.map(s -> allBlocks(List.of(s))).orElse(Set.of());
        if (path.startsWith("fields.")) {
            String name = path.substring("fields.".length());
            Optional<EvidencedValue> value = run.poll().map(p -> p.fields().get(name))
                    .or(() -> run.event().map(e -> e.fields().get(name)));
            return value.map(v -> new Target(false, NUMERIC_FIELDS.contains(name), v.isNull(), blocks));
        }
        if (path.startsWith("results.") && path.endsWith(".pct")) {
            String candidate = path.substring("results.".length(), path.length() - ".pct".length());
            return run.poll().flatMap(p -> p.results().stream().filter(r -> r.candidate().equals(candidate)).findFirst())
                    .map((PollResult r) -> new Target(false, true, r.pct().isNull(), blocks));
        }
        if (path.equals("numeric_input.value")) {
            return run.event().flatMap(e -> e.numericInput())
                    .map(n -> new Target(false, true, n.value().isNull(), blocks));
        }
        return Optional.empty();
    }

    private static Set<String> allBlocks(List<SourceSnapshot> sources) {
        Set<String> ids = new HashSet<>();
        for (SourceSnapshot source : sources) {
            for (Block block : source.blocks()) {
                ids.add(block.blockId());
            }
        }
        return ids;
    }

}
