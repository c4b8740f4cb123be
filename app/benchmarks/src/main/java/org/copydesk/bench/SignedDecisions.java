package org.copydesk.bench;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.model.decision.DecisionRules;
import org.copydesk.model.decision.ReviewDecision;
import org.copydesk.model.decision.Role;
import org.copydesk.model.decision.SubjectKind;
import org.copydesk.model.digest.Digests;
import org.copydesk.model.json.CanonicalJson;
import org.copydesk.model.json.Json;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.model.signing.SshSignature;
import org.copydesk.store.StoredDecision;

/**
 * Real signed decisions for the verify figure, built as {@code DecisionWorkflow} builds them
 * (the same fields, canonical bytes, self digest and SSHSIG signature) but appended straight to
 * the repository: going through the workflow would re-verify every earlier decision for each
 * new one, which is the workflow's business and not what this figure measures.
 */
final class SignedDecisions {

    private SignedDecisions() {
    }

    static List<StoredDecision> approvals(String storeId, List<String> subjects, String reviewerId, SigningKey key,
                                          Instant firstAt, Executor workers) {
        List<CompletableFuture<StoredDecision>> signing = new ArrayList<>(subjects.size());
        for (int i = 0; i < subjects.size(); i++) {
            String subject = subjects.get(i);
            String decidedAt = firstAt.plusSeconds(i).toString();
            signing.add(CompletableFuture.supplyAsync(() -> sign(storeId, subject, reviewerId, key, decidedAt), workers));
        }
        List<StoredDecision> out = new ArrayList<>(signing.size());
        signing.forEach(each -> out.add(each.join()));
        return out;
    }

    private static StoredDecision sign(String storeId, String subject, String reviewerId, SigningKey key,
                                       String decidedAt) {
        ObjectNode node = Json.nodes().objectNode();
        node.put("schema", ReviewDecision.SCHEMA);
        node.put("store_id", storeId);
        ObjectNode subjectNode = node.putObject("subject");
        subjectNode.put("kind", SubjectKind.SHADOW_RUN.wireName());
        subjectNode.putArray("sha256").add(subject);
        node.put("decision", DecisionRules.APPROVE);
        node.put("rationale", "benchmark: checked against the pollster's release");
        node.putObject("reviewer").put("reviewer_id", reviewerId).put("role", Role.EDITOR.wireName())
                .put("key_id", key.publicKey().fingerprint());
        node.put("decided_at", decidedAt);
        node.putNull("checks");
        node.putNull("supersedes");
        node.put("decision_sha256", Digests.selfDigest(node, "decision_sha256"));
        byte[] body = CanonicalJson.string(node).getBytes(StandardCharsets.UTF_8);
        String signature = SshSignature.sign(key, DecisionRules.NAMESPACE, body).armored();
        ReviewDecision decision = ReviewDecision.from(Json.parse(body));
        return new StoredDecision(decision.decisionSha256(), SubjectKind.SHADOW_RUN.wireName(), List.of(subject),
                decision.decision(), reviewerId, decision.decidedAt(), Optional.empty(), 0, body, signature);
    }
}
