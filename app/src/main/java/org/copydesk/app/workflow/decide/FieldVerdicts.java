package org.copydesk.app.workflow.decide;

import java.util.HashSet;
import java.util.Iterator;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import org.copydesk.app.workflow.RefusedException;
import org.copydesk.model.decision.FieldVerdict;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.model.run.ShadowRun;

/**
 * Validates a reviewer's field verdicts against the run they judge (FORMATS §4.3): the path
 * exists, the verdict fits the path and the value upstream gave, a correction is typed like the
 * field and cites blocks that exist. The run itself is never changed; the verdicts become part of
 * the signed bytes, so anything a reader could misread is refused rather than signed.
 */
final class FieldVerdicts {

    static final Set<String> FIELD_VERDICTS = Set.of("correct", "incorrect", "missed", "unsupported");
    static final Set<String> CLAIM_VERDICTS = Set.of("supported", "unsupported");
    private static final Set<String> KEYS = Set.of("path", "verdict", "corrected_value", "evidence");

    private FieldVerdicts() {
    }

    /** The verdicts to sign; empty when none were given, since an empty list and an absent one mean the same. */
    static Optional<ArrayNode> validate(JsonNode verdicts, ShadowRun run) {
        if (!verdicts.isArray()) {
            throw new RefusedException("field verdicts must be a JSON list (or an object with a \"field_verdicts\" list)");
        }
        if (verdicts.isEmpty()) {
            return Optional.empty();
        }
        if (run.output().isEmpty()) {
            throw new RefusedException("this run is " + run.status() + " with no output: there are no values to judge");
        }
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < verdicts.size(); i++) {
            FieldVerdict verdict = parse(verdicts.get(i), i);
            if (!seen.add(verdict.path())) {
                throw new RefusedException("field verdict for " + verdict.path() + " is given twice");
            }
            check(verdict, run);
        }
        return Optional.of((ArrayNode) verdicts);
    }

    private static FieldVerdict parse(JsonNode node, int index) {
        try {
            FieldVerdict verdict = FieldVerdict.from(node, "field_verdicts[" + index + "]");
            for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
                String name = names.next();
                if (!KEYS.contains(name)) {
                    // An unknown key would be signed yet ignored by every reader; a typo must not pass silently.
                    throw new RefusedException("field verdict " + (index + 1) + " (" + verdict.path() + "): unknown key \""
                            + name + "\"; a verdict has path, verdict, corrected_value and evidence");
                }
            }
            return verdict;
        } catch (MalformedDocumentException e) {
            throw new RefusedException("field verdict " + (index + 1) + ": " + e.getMessage());
        }
    }

    private static void check(FieldVerdict verdict, ShadowRun run) {
        String path = verdict.path();
        VerdictTarget target = VerdictTarget.resolve(path, run).orElseThrow(() -> new RefusedException(
                "field verdict path " + path + " names nothing in this run (paths are fields.<name>, "
                        + "results.<candidate>.pct, numeric_input.value or claims.<claim_id>)"));
        Set<String> allowed = target.claim() ? CLAIM_VERDICTS : FIELD_VERDICTS;
        if (!allowed.contains(verdict.verdict())) {
            throw new RefusedException(path + ": verdict \"" + verdict.verdict() + "\" is not one of "
                    + String.join(", ", allowed.stream().sorted().toList()));
        }
        boolean corrects = verdict.verdict().equals("incorrect") || verdict.verdict().equals("missed");
        if (verdict.verdict().equals("missed") && !target.originalNull()) {
            throw new RefusedException(path + ": \"missed\" is for a value upstream gave as null; this one has a value");
        }
        if (!target.claim() && target.originalNull() && !verdict.verdict().equals("missed")
                && !verdict.verdict().equals("correct")) {
            throw new RefusedException(path + ": upstream gave null here; say \"missed\" if the source discloses it, "
                    + "\"correct\" if it does not");
        }
        if (corrects && verdict.correctedValue().isNull()) {
            throw new RefusedException(path + ": an " + verdict.verdict() + " verdict needs the corrected value");
        }
        if (!corrects && !verdict.correctedValue().isNull()) {
            throw new RefusedException(path + ": only incorrect and missed verdicts carry a corrected value");
        }
        if (corrects) {
            CorrectionTypes.problem(path, verdict.correctedValue()).ifPresent(problem -> {
                throw new RefusedException(path + ": " + problem);
            });
            if (verdict.evidence().isEmpty()) {
                throw new RefusedException(path + ": a correction must cite the blocks that support it");
            }
        }
        for (String block : verdict.evidence()) {
            if (!target.blocks().contains(block)) {
                throw new RefusedException(path + ": evidence block " + block + " is not in the source");
            }
        }
    }
}
