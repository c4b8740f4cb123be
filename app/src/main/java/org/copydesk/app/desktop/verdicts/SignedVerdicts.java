package org.copydesk.app.desktop.verdicts;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.decision.FieldVerdict;
import org.copydesk.model.decision.ReviewDecision;

/** The field verdicts of a record's latest valid decision, by path, and who signed them in which decision. */
record SignedVerdicts(Map<String, VerdictDraft> verdicts, String by) {

    /** Empty when the decision carries no field verdicts, or a verdict word this window does not know. */
    static Optional<SignedVerdicts> of(ReviewDecision decision) {
        List<FieldVerdict> list = decision.fieldVerdicts().orElse(List.of());
        if (list.isEmpty()) {
            return Optional.empty();
        }
        Map<String, VerdictDraft> byPath = new LinkedHashMap<>();
        for (FieldVerdict each : list) {
            Optional<Verdict> verdict = Verdict.fromWire(each.verdict());
            if (verdict.isEmpty()) {
                return Optional.empty();
            }
            Optional<JsonNode> corrected = each.correctedValue() == null
                    || each.correctedValue().isNull() ? Optional.empty() : Optional.of(each.correctedValue());
            byPath.put(each.path(), new VerdictDraft(each.path(), verdict.get(), corrected, each.evidence()));
        }
        return Optional.of(new SignedVerdicts(Map.copyOf(byPath), "by " + decision.reviewer().reviewerId() + " ("
                + decision.decision().replace('_', ' ') + ", " + decision.decidedAt() + ")"));
    }
}
