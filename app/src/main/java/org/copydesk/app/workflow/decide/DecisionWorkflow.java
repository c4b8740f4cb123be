package org.copydesk.app.workflow.decide;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.workflow.RefusedException;
import org.copydesk.model.checks.CheckReport;
import org.copydesk.model.decision.DecisionRules;
import org.copydesk.model.decision.DecisionStanding;
import org.copydesk.model.decision.ReviewDecision;
import org.copydesk.model.decision.Role;
import org.copydesk.model.decision.RosterEntry;
import org.copydesk.model.decision.RosterState;
import org.copydesk.model.decision.SubjectKind;
import org.copydesk.model.digest.Digests;
import org.copydesk.model.json.CanonicalJson;
import org.copydesk.model.json.Json;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.signing.SshSignature;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.PutResult;
import org.copydesk.store.StoreUnreachableException;
import org.copydesk.store.StoredDecision;

/**
 * Signs and stores a human decision (FORMATS §4): identity, time, rationale and the exact
 * content digest, or nothing at all. Every refusal happens before anything is written.
 */
public final class DecisionWorkflow {

    private final EvidenceStore store;
    private final RosterWorkflow roster;
    private final VerifyWorkflow verify;
    private final SubjectChecks checks;
    private final Clock clock;

    public DecisionWorkflow(EvidenceStore store, RosterWorkflow roster, VerifyWorkflow verify, SubjectChecks checks,
                            Clock clock) {
        this.store = store;
        this.roster = roster;
        this.verify = verify;
        this.checks = checks;
        this.clock = clock;
    }

    /** A decision as signed: the canonical bytes' document and its armored signature. */
    public record Signed(ReviewDecision decision, String signature) {
    }

    public Signed decide(DecideRequest request) {
        return decide(request, checks);
    }

    /**
     * Signs with the report the caller has just computed for the subject, for an act (a promotion)
     * that has checked the subject against more than the store knows (the release tree on disk).
     */
    public Signed decide(DecideRequest request, CheckReport report) {
        return decide(request, subject -> Optional.of(report));
    }

    private Signed decide(DecideRequest request, SubjectChecks checks) {
        if (request.rationale() == null || request.rationale().isBlank()) {
            throw new RefusedException("a decision needs a rationale: say why");
        }
        ResolvedSubject subject = new SubjectResolver(store).resolve(request.subjectIds(), request.decision());
        if (!DecisionRules.allowedDecisions(subject.kind()).contains(request.decision())) {
            throw new RefusedException("\"" + request.decision() + "\" is not a decision on a " + subject.kind().wireName()
                    + " (allowed: " + String.join(", ", DecisionRules.allowedDecisions(subject.kind())) + ")");
        }
        roster.checkpoints().requireTrusted();
        RosterEntry signer = signer(request);
        Role role = roleFor(subject, request.decision(), signer);
        Optional<CheckReport> report = checks.reportFor(subject);
        refuseUnsafe(subject, request, report);
        Optional<ArrayNode> verdicts = verdicts(subject, request);
        ObjectNode document = document(subject, request, signer, role, report, verdicts);
        byte[] body = CanonicalJson.string(document).getBytes(StandardCharsets.UTF_8);
        String signature = SshSignature.sign(request.key(), DecisionRules.NAMESPACE, body).armored();
        ReviewDecision decision = ReviewDecision.from(Json.parse(body));
        Signed signed = new Signed(decision, signature);
        try {
            roster.checkpoints().act(() -> {
                PutResult stored = store.decisions().append(new StoredDecision(decision.decisionSha256(),
                        subject.kind().wireName(), subject.sha256(), decision.decision(), signer.reviewerId(),
                        decision.decidedAt(), decision.supersedes(), 0, body, signature));
                if (stored == PutResult.CONFLICT) {
                    throw new RefusedException("a different decision with this digest is already stored");
                }
                return decision.decisionSha256();
            }, signer.reviewerId(), decision.decidedAt(), request.key());
        } catch (StoreUnreachableException e) {
            throw new DecisionInDoubtException(signed, e);
        }
        return signed;
    }

    private RosterEntry signer(DecideRequest request) {
        RosterState state = roster.current();
        if (!state.problems().isEmpty()) {
            throw new RefusedException("the roster fails verification, so no one can sign: " + state.problems().get(0));
        }
        String keyId = request.key().publicKey().fingerprint();
        return state.activeByFingerprint(keyId).orElseThrow(() -> new RefusedException("the key " + keyId
                + " is not an active key on this store's roster"));
    }

    private Role roleFor(ResolvedSubject subject, String decision, RosterEntry signer) {
        if (subject.kind() == SubjectKind.DECISION) {
            VerifiedDecision original = verify.verifyAll().stream()
                    .filter(v -> v.stored().decisionSha256().equals(subject.sha256().get(0))).findFirst()
                    .orElseThrow(() -> new RefusedException("unknown decision " + subject.sha256().get(0)));
            Role originalRole = original.decision().flatMap(d -> Role.fromWire(d.reviewer().role()))
                    .orElseThrow(() -> new RefusedException("the decision to revoke is unreadable"));
            if (!signer.hasRole(originalRole)) {
                throw new RefusedException(signer.reviewerId() + " is not an " + originalRole.wireName()
                        + "; a revoke is signed in the original decision's role");
            }
            return originalRole;
        }
        return DecisionRules.roleFor(subject.kind(), signer).orElseThrow(() -> new RefusedException(
                signer.reviewerId() + " (" + String.join(", ", signer.roles()) + ") may not " + decision + " a "
                        + subject.kind().wireName() + "; that takes "
                        + String.join(" or ", DecisionRules.permittedRoles(subject.kind()).stream()
                        .map(Role::wireName).sorted().toList())));
    }

    private void refuseUnsafe(ResolvedSubject subject, DecideRequest request, Optional<CheckReport> report) {
        boolean approving = request.decision().equals(DecisionRules.APPROVE)
                || request.decision().equals(DecisionRules.OWNER_AUTHORIZED);
        if (!approving) {
            return;
        }
        if (subject.kind() == SubjectKind.SHADOW_RUN) {
            ShadowRun run = store.runs().find(subject.sha256().get(0)).orElseThrow();
            if (run.isBlocked()) {
                throw new RefusedException("a blocked run can only be rejected");
            }
        }
        if (report.isPresent() && report.get().integrityFailed()) {
            throw new RefusedException("integrity checks failed (" + String.join(", ", report.get().failedIds().stream()
                    .filter(id -> id.startsWith("integrity.")).toList()) + "): this content can only be rejected");
        }
        if (report.isPresent() && report.get().anyFailed()) {
            List<String> failed = report.get().failedIds();
            if (failed.stream().noneMatch(request.rationale()::contains)) {
                throw new RefusedException("checks failed (" + String.join(", ", failed)
                        + "); to decide over them the rationale must name the failed check and say why");
            }
        }
    }

    private Optional<ArrayNode> verdicts(ResolvedSubject subject, DecideRequest request) {
        if (request.fieldVerdicts().isEmpty()) {
            return Optional.empty();
        }
        if (subject.kind() != SubjectKind.SHADOW_RUN) {
            throw new RefusedException("field verdicts are given on shadow runs only");
        }
        ShadowRun run = store.runs().find(subject.sha256().get(0)).orElseThrow();
        return FieldVerdicts.validate(request.fieldVerdicts().get(), run);
    }

    private ObjectNode document(ResolvedSubject subject, DecideRequest request, RosterEntry signer, Role role,
                                Optional<CheckReport> report, Optional<ArrayNode> verdicts) {
        ObjectNode node = Json.nodes().objectNode();
        node.put("schema", ReviewDecision.SCHEMA);
        node.put("store_id", store.storeId());
        ObjectNode subjectNode = node.putObject("subject");
        subjectNode.put("kind", subject.kind().wireName());
        subject.sha256().forEach(subjectNode.putArray("sha256")::add);
        node.put("decision", request.decision());
        node.put("rationale", request.rationale().strip());
        node.putObject("reviewer").put("reviewer_id", signer.reviewerId()).put("role", role.wireName())
                .put("key_id", request.key().publicKey().fingerprint());
        node.put("decided_at", Timestamps.now(clock));
        if (report.isPresent()) {
            ObjectNode checksNode = node.putObject("checks");
            checksNode.put("engine", report.get().engine());
            checksNode.put("results_sha256", report.get().resultsSha256());
            report.get().failedIds().forEach(checksNode.putArray("failed")::add);
        } else {
            node.putNull("checks");
        }
        node.put("supersedes", supersedes(subject, request).orElse(null));
        verdicts.ifPresent(v -> node.set("field_verdicts", v));
        node.put("decision_sha256", Digests.selfDigest(node, "decision_sha256"));
        return node;
    }

    /**
     * Changing one's mind is a new decision naming the current one on the same subject; when the
     * standing decisions disagree it names one that says otherwise, so signing resolves the conflict.
     * A desk that says which standing decisions it had loaded is refused, before anything is signed,
     * when another stands that it has not seen.
     */
    private Optional<String> supersedes(ResolvedSubject subject, DecideRequest request) {
        if (subject.kind() == SubjectKind.DECISION) {
            return Optional.empty();
        }
        List<ReviewDecision> valid = new ArrayList<>();
        List<ReviewDecision> superseded = new ArrayList<>();
        for (VerifiedDecision verified : verify.forSubject(subject.sha256().get(0))) {
            Optional<ReviewDecision> d = verified.decision();
            if (d.isPresent() && d.get().subject().kind().equals(subject.kind().wireName())
                    && d.get().subject().sha256().equals(subject.sha256())) {
                if (verified.isValid()) {
                    valid.add(d.get());
                } else if (verified.state() == DecisionState.SUPERSEDED) {
                    superseded.add(d.get());
                }
            }
        }
        DecisionStanding standing = DecisionStanding.of(valid, superseded);
        if (request.seen().isPresent()) {
            List<ReviewDecision> unseen = standing.unseen(request.seen().get());
            if (!unseen.isEmpty()) {
                throw new UnseenDecisionsException(unseen, standing.standing().stream()
                        .map(ReviewDecision::decisionSha256).collect(java.util.stream.Collectors.toSet()), clock.getZone());
            }
        }
        return standing.supersededBy(request.decision());
    }

}
