package org.copydesk.model.decision;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** A signed human decision ({@code review-decision.v1}, FORMATS §4). Immutable once written. */
public record ReviewDecision(
        String storeId,
        DecisionSubject subject,
        String decision,
        String rationale,
        Reviewer reviewer,
        String decidedAt,
        Optional<CheckSummary> checks,
        Optional<String> supersedes,
        Optional<List<FieldVerdict>> fieldVerdicts,
        String decisionSha256,
        JsonNode json) {

    public static final String SCHEMA = "review-decision.v1";

    public static ReviewDecision from(JsonNode node) {
        Optional<List<FieldVerdict>> verdicts = Optional.empty();
        if (node.has("field_verdicts")) {
            List<JsonNode> items = Fields.objects(node, "field_verdicts", "");
            List<FieldVerdict> list = new ArrayList<>();
            for (int i = 0; i < items.size(); i++) {
                list.add(FieldVerdict.from(items.get(i), Fields.item("", "field_verdicts", i)));
            }
            verdicts = Optional.of(List.copyOf(list));
        }
        return new ReviewDecision(
                Fields.text(node, "store_id", ""),
                DecisionSubject.from(Fields.object(node, "subject", ""), "subject"),
                Fields.text(node, "decision", ""),
                Fields.text(node, "rationale", ""),
                Reviewer.from(Fields.object(node, "reviewer", ""), "reviewer"),
                Fields.text(node, "decided_at", ""),
                Fields.nullableObject(node, "checks", "").map(c -> CheckSummary.from(c, "checks")),
                Fields.nullableText(node, "supersedes", ""),
                verdicts,
                Fields.selfDigest(node, "decision_sha256", ""),
                node);
    }
}
