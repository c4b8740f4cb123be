package org.copydesk.model.release;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.model.decision.ReviewDecision;
import org.copydesk.model.json.Json;

/**
 * Turns a passing draft into the owner-authorized take (FORMATS §5). Only {@code status},
 * {@code authorization} and {@code labels} change; every other field, the briefing texts and
 * {@code approval_sha256} are kept as captured, so the digest the owner signed still recomputes.
 */
public final class TakeAuthorization {

    public static final String POLICY = "internal-use-owner-authorization.v1";

    private TakeAuthorization() {
    }

    public static ObjectNode authorize(BriefingTake draft, ReviewDecision decision) {
        ObjectNode take = ((ObjectNode) draft.json()).deepCopy();
        take.put("status", BriefingTake.AUTHORIZED);
        ObjectNode authorization = Json.nodes().objectNode();
        authorization.put("policy", POLICY);
        authorization.put("decision", decision.decision());
        authorization.put("reviewer_id", decision.reviewer().reviewerId());
        authorization.put("role", decision.reviewer().role());
        authorization.put("key_id", decision.reviewer().keyId());
        authorization.put("authorized_at", decision.decidedAt());
        authorization.put("residual_ai_risk_accepted", true);
        authorization.put("decision_sha256", decision.decisionSha256());
        take.set("authorization", authorization);
        ObjectNode labels = Json.nodes().objectNode();
        // FORMATS order, not map order, so the written file reads the way the spec shows it.
        labels.put("briefing", TakeLabels.AUTHORIZED.get("briefing"));
        labels.put("badge", TakeLabels.AUTHORIZED.get("badge"));
        labels.put("frame", TakeLabels.AUTHORIZED.get("frame"));
        take.set("labels", labels);
        return take;
    }
}
