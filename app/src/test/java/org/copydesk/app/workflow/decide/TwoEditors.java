package org.copydesk.app.workflow.decide;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.AppRoot;
import org.copydesk.model.decision.DecisionRules;
import org.copydesk.model.decision.Role;
import org.copydesk.model.digest.Digests;
import org.copydesk.model.json.CanonicalJson;
import org.copydesk.model.json.Json;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.model.signing.SshSignature;
import org.copydesk.store.StoredDecision;

/**
 * A roster with two editors, ed.ramos and kim.lee, for tests of desks that disagree; and a way to
 * store a decision as a desk racing another would have signed it (naming no decision it supersedes).
 */
public final class TwoEditors implements AutoCloseable {

    public static final String PASSPHRASE = "correct horse battery";

    public final SigningKey ed;
    public final SigningKey kim;
    public final Path edKeyFile;
    public final Path kimKeyFile;
    private final AppRoot services;

    public TwoEditors(AppRoot services, Path dir) {
        this.services = services;
        KeyFiles.Generated owner = KeyFiles.generate("olu.owner", dir, PASSPHRASE.toCharArray());
        KeyFiles.Generated edFiles = KeyFiles.generate("ed.ramos", dir, PASSPHRASE.toCharArray());
        KeyFiles.Generated kimFiles = KeyFiles.generate("kim.lee", dir, PASSPHRASE.toCharArray());
        services.roster().init("olu.owner", "Olu Owner", KeyFiles.readPublicKey(owner.publicKeyPath()));
        SigningKey ownerKey = KeyFiles.unlock(owner.privateKeyPath(), PASSPHRASE.toCharArray());
        try {
            services.roster().add("ed.ramos", "Ed Ramos", List.of(Role.EDITOR),
                    KeyFiles.readPublicKey(edFiles.publicKeyPath()), ownerKey);
            services.roster().add("kim.lee", "Kim Lee", List.of(Role.EDITOR),
                    KeyFiles.readPublicKey(kimFiles.publicKeyPath()), ownerKey);
        } finally {
            ownerKey.destroy();
        }
        edKeyFile = edFiles.privateKeyPath();
        kimKeyFile = kimFiles.privateKeyPath();
        ed = KeyFiles.unlock(edFiles.privateKeyPath(), PASSPHRASE.toCharArray());
        kim = KeyFiles.unlock(kimFiles.privateKeyPath(), PASSPHRASE.toCharArray());
    }

    /** Signs through the workflow, as a desk does. */
    public String decide(SigningKey key, String subject, String decision, String rationale) {
        return services.decisions().decide(new DecideRequest(List.of(subject), decision, rationale, Optional.empty(),
                key)).decision().decisionSha256();
    }

    /**
     * Stores {@code key}'s {@code decision} on {@code subject} as a desk would have signed it in
     * the same instant as another: a copy of {@code sibling} (signed through the workflow) with
     * another signer and decision, superseding nothing, at {@code decidedAt}.
     */
    public String decideAtOnceWith(String sibling, SigningKey key, String reviewerId, String decision,
                                   String decidedAt) {
        ObjectNode node = (ObjectNode) Json.parse(services.store().decisions().find(sibling).orElseThrow().body());
        node.put("decision", decision);
        node.put("rationale", reviewerId + " signed this without having seen " + sibling.substring(0, 8));
        node.putObject("reviewer").put("reviewer_id", reviewerId).put("role", "editor")
                .put("key_id", key.publicKey().fingerprint());
        node.put("decided_at", decidedAt);
        node.putNull("supersedes");
        node.remove("decision_sha256");
        node.put("decision_sha256", Digests.selfDigest(node, "decision_sha256"));
        byte[] body = CanonicalJson.string(node).getBytes(StandardCharsets.UTF_8);
        String sha = node.get("decision_sha256").asText();
        List<String> subjects = new ArrayList<>();
        node.get("subject").get("sha256").forEach(s -> subjects.add(s.asText()));
        services.store().decisions().append(new StoredDecision(sha, node.get("subject").get("kind").asText(), subjects,
                decision, reviewerId, decidedAt, Optional.empty(), 0, body,
                SshSignature.sign(key, DecisionRules.NAMESPACE, body).armored()));
        return sha;
    }

    @Override
    public void close() {
        ed.destroy();
        kim.destroy();
    }
}
