package org.copydesk.app.workflow.decide;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.decision.DecisionRules;
import org.copydesk.model.decision.ReviewDecision;
import org.copydesk.model.decision.Role;
import org.copydesk.model.decision.RosterEntry;
import org.copydesk.model.decision.RosterKeys;
import org.copydesk.model.decision.RosterState;
import org.copydesk.model.decision.SubjectKind;
import org.copydesk.model.digest.Digests;
import org.copydesk.model.json.CanonicalJson;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.model.signing.AuthenticatorData;
import org.copydesk.model.signing.MalformedKeyException;
import org.copydesk.model.signing.MalformedSignatureException;
import org.copydesk.model.signing.SignatureVerdict;
import org.copydesk.model.signing.SignerKeys;
import org.copydesk.model.signing.SshPublicKey;
import org.copydesk.model.signing.SshSignature;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.StoredDecision;

/**
 * Re-verifies every decision from scratch (FORMATS §4.2): its bytes and digest, its signature,
 * the roster at {@code decided_at}, the role, the subject's content as stored now, and whether
 * a valid later decision revoked or superseded it.
 */
public final class VerifyWorkflow {

    private final EvidenceStore store;
    private final RosterWorkflow roster;
    /** Decisions per task on the workers. */
    private static final int SLICE = 100;

    private final SubjectContent content;
    private final Executor workers;

    public VerifyWorkflow(EvidenceStore store, RosterWorkflow roster, Executor workers) {
        this.store = store;
        this.roster = roster;
        this.content = new SubjectContent(store);
        this.workers = workers;
    }

    public List<VerifiedDecision> verifyAll() {
        return resolve(store.decisions().all(), roster.current(), workers);
    }

    /**
     * {@link #verifyAll} without the workers, for callers already running on them (the checks):
     * waiting there for tasks queued behind themselves would deadlock a fixed pool.
     */
    public List<VerifiedDecision> verifyAllOnCallingThread() {
        return resolve(store.decisions().all(), roster.current(), Runnable::run);
    }

    /**
     * Decisions on a subject, each verified exactly as {@link #verifyAll} would: with every decision
     * that can bear on them — those revoking them and those superseding them, transitively — but
     * without verifying the rest of the store, so a record opens in time at any number of decisions.
     */
    public List<VerifiedDecision> forSubject(String sha256) {
        Map<String, StoredDecision> related = new HashMap<>();
        Deque<StoredDecision> frontier = new ArrayDeque<>(store.decisions().forSubject(sha256));
        while (!frontier.isEmpty()) {
            StoredDecision next = frontier.pop();
            if (related.putIfAbsent(next.decisionSha256(), next) == null) {
                frontier.addAll(store.decisions().forSubject(next.decisionSha256()));
                frontier.addAll(store.decisions().superseding(next.decisionSha256()));
                if (next.subjectKind().equals(SubjectKind.DECISION.wireName())) {
                    // A revoke is judged against the decision it names (its existence and its role).
                    next.subjects().forEach(s -> store.decisions().find(s).ifPresent(frontier::add));
                }
            }
        }
        List<StoredDecision> ordered = new ArrayList<>(related.values());
        ordered.sort(Comparator.comparingLong(StoredDecision::recordedSequence));
        return resolve(ordered, roster.current(), workers).stream()
                .filter(v -> v.stored().subjects().contains(sha256)).toList();
    }

    private List<VerifiedDecision> resolve(List<StoredDecision> all, RosterState rosterState, Executor executor) {
        List<VerifiedDecision> base = baseStates(all, rosterState, executor);
        Map<String, ReviewDecision> byDigest = new HashMap<>();
        for (VerifiedDecision verified : base) {
            verified.decision().ifPresent(d -> byDigest.put(d.decisionSha256(), d));
        }
        VerifiedDecision[] resolved = new VerifiedDecision[base.size()];
        Map<String, String> revokedBy = new HashMap<>();
        Map<String, String> supersededBy = new HashMap<>();
        for (int i = base.size() - 1; i >= 0; i--) {
            VerifiedDecision verified = base.get(i);
            String sha = verified.stored().decisionSha256();
            if (verified.isValid() && revokedBy.containsKey(sha)) {
                verified = new VerifiedDecision(verified.stored(), verified.decision(), DecisionState.REVOKED,
                        "revoked by " + revokedBy.get(sha));
            } else if (verified.isValid() && supersededBy.containsKey(sha)) {
                verified = new VerifiedDecision(verified.stored(), verified.decision(), DecisionState.SUPERSEDED,
                        "superseded by " + supersededBy.get(sha));
            }
            if (verified.isValid()) {
                ReviewDecision decision = verified.decision().orElseThrow();
                if (decision.decision().equals(DecisionRules.REVOKE)) {
                    decision.subject().sha256().forEach(target -> revokedBy.putIfAbsent(target, sha));
                } else {
                    decision.supersedes().ifPresent(target -> supersededBy.putIfAbsent(target, sha));
                }
            }
            resolved[i] = verified;
        }
        checkRevokeRoles(resolved, byDigest);
        return List.of(resolved);
    }

    /** A revoke is permitted only to the role that made the original decision. */
    private static void checkRevokeRoles(VerifiedDecision[] resolved, Map<String, ReviewDecision> byDigest) {
        for (int i = 0; i < resolved.length; i++) {
            Optional<ReviewDecision> decision = resolved[i].decision();
            if (decision.isEmpty() || !decision.get().decision().equals(DecisionRules.REVOKE)) {
                continue;
            }
            ReviewDecision original = byDigest.get(decision.get().subject().sha256().get(0));
            if (original != null && !original.reviewer().role().equals(decision.get().reviewer().role())) {
                resolved[i] = new VerifiedDecision(resolved[i].stored(), decision, DecisionState.NOT_PERMITTED,
                        "a revoke must be signed in the original decision's role, " + original.reviewer().role());
            }
        }
    }

    /**
     * Each decision checked on its own (bytes, signature, roster, role, content), in slices on
     * the workers; the content a subject digest names is recomputed once per subject, not once
     * per decision on it.
     */
    private List<VerifiedDecision> baseStates(List<StoredDecision> all, RosterState rosterState, Executor executor) {
        Set<String> known = new HashSet<>();
        all.forEach(d -> known.add(d.decisionSha256()));
        Map<String, Boolean> subjects = new ConcurrentHashMap<>();
        // Every decision's signer is judged against these entries: their keys are parsed once for the run.
        RosterKeys keys = rosterState.keys();
        SignerKeys signers = new SignerKeys();
        SubjectCheck subjectMatches = (kind, sha) -> kind == SubjectKind.DECISION ? known.contains(sha)
                : subjects.computeIfAbsent(subjectKey(kind, sha), k -> content.matches(kind, sha));
        List<CompletableFuture<List<VerifiedDecision>>> slices = new ArrayList<>();
        for (int from = 0; from < all.size(); from += SLICE) {
            List<StoredDecision> slice = all.subList(from, Math.min(all.size(), from + SLICE));
            slices.add(CompletableFuture.supplyAsync(() -> {
                readRunsAhead(slice, subjects);
                List<VerifiedDecision> out = new ArrayList<>(slice.size());
                slice.forEach(stored -> out.add(baseState(stored, keys, signers, subjectMatches)));
                return out;
            }, executor));
        }
        List<VerifiedDecision> base = new ArrayList<>(all.size());
        try {
            slices.forEach(slice -> base.addAll(slice.join()));
        } catch (CompletionException e) {
            slices.forEach(slice -> slice.cancel(false));
            throw e.getCause() instanceof RuntimeException runtime ? runtime : e;
        }
        return base;
    }

    /** A run's content is the same question whether a decision names it as a run or in a pair. */
    private static String subjectKey(SubjectKind kind, String sha256) {
        boolean run = kind == SubjectKind.SHADOW_RUN || kind == SubjectKind.DUPLICATE_PAIR;
        return (run ? "run" : kind.wireName()) + ":" + sha256;
    }

    /**
     * Reads the runs a slice's decisions name in one go, so that the check of each decision finds
     * its answer already made. The kind is the one the decision's stored columns give: it only
     * chooses what to read ahead; each decision is still judged on the subject its signed bytes name.
     */
    private void readRunsAhead(List<StoredDecision> slice, Map<String, Boolean> subjects) {
        Set<String> runs = new HashSet<>();
        for (StoredDecision stored : slice) {
            Optional<SubjectKind> kind = SubjectKind.fromWire(stored.subjectKind());
            if (kind.isPresent() && (kind.get() == SubjectKind.SHADOW_RUN || kind.get() == SubjectKind.DUPLICATE_PAIR)) {
                stored.subjects().stream().filter(sha -> !subjects.containsKey(subjectKey(kind.get(), sha)))
                        .forEach(runs::add);
            }
        }
        if (!runs.isEmpty()) {
            content.runsMatch(runs).forEach((sha, matches) -> subjects.putIfAbsent("run:" + sha, matches));
        }
    }

    /** Whether a subject's content still matches its digest. */
    @FunctionalInterface
    private interface SubjectCheck {
        boolean matches(SubjectKind kind, String sha256);
    }

    private VerifiedDecision baseState(StoredDecision stored, RosterKeys keys, SignerKeys signers,
                                       SubjectCheck subjectMatches) {
        ReviewDecision decision;
        try {
            JsonNode node = Json.parse(stored.body());
            decision = ReviewDecision.from(node);
            // Byte for byte: canonical output is always valid UTF-8 and never holds an escaped
            // surrogate, so this equals comparing the decoded text with the canonical text.
            boolean canonical = Arrays.equals(stored.body(), CanonicalJson.bytes(node));
            if (!canonical || !Digests.decision(node).equals(decision.decisionSha256())
                    || !decision.decisionSha256().equals(stored.decisionSha256())) {
                return state(stored, Optional.of(decision), DecisionState.BAD_SIGNATURE,
                        "the signed bytes no longer match the decision's digest");
            }
        } catch (MalformedDocumentException e) {
            return state(stored, Optional.empty(), DecisionState.BAD_SIGNATURE, "unreadable: " + e.getMessage());
        }
        SignatureCheck signature = signatureCheck(stored, decision, signers);
        if (signature.problem().isPresent()) {
            return signature.problem().get();
        }
        Optional<RosterEntry> entry = keys.activeAt(decision.reviewer().reviewerId(), decision.reviewer().keyId(),
                decision.decidedAt());
        if (entry.isEmpty()) {
            return state(stored, Optional.of(decision), DecisionState.UNKNOWN_KEY, "the key " + decision.reviewer().keyId()
                    + " was not " + decision.reviewer().reviewerId() + "'s active key at " + decision.decidedAt());
        }
        Optional<SubjectKind> kind = SubjectKind.fromWire(decision.subject().kind());
        Optional<Role> role = Role.fromWire(decision.reviewer().role());
        if (kind.isEmpty() || role.isEmpty() || !entry.get().hasRole(role.get())
                || !DecisionRules.permittedRoles(kind.get()).contains(role.get())
                || !DecisionRules.allowedDecisions(kind.get()).contains(decision.decision())
                || decision.subject().sha256().size() != DecisionRules.subjectArity(kind.get())) {
            return state(stored, Optional.of(decision), DecisionState.NOT_PERMITTED, decision.reviewer().reviewerId()
                    + " as " + decision.reviewer().role() + " may not " + decision.decision() + " a "
                    + decision.subject().kind());
        }
        for (String sha : decision.subject().sha256()) {
            if (!subjectMatches.matches(kind.get(), sha)) {
                return state(stored, Optional.of(decision), DecisionState.STALE,
                        "the content " + sha.substring(0, 12) + "… it was made on no longer matches the store");
            }
        }
        String signed = signature.authenticator().map(a -> "signature (security key, " + a.describe() + ")")
                .orElse("signature");
        return state(stored, Optional.of(decision), DecisionState.VALID, signed + ", roster, role and content verified");
    }

    /** What reading and checking a decision's signature found: a problem, or (for a security key) its flags. */
    private record SignatureCheck(Optional<VerifiedDecision> problem, Optional<AuthenticatorData> authenticator) {
        static SignatureCheck failed(VerifiedDecision problem) {
            return new SignatureCheck(Optional.of(problem), Optional.empty());
        }
    }

    private static SignatureCheck signatureCheck(StoredDecision stored, ReviewDecision decision, SignerKeys signers) {
        try {
            SshSignature signature = SshSignature.parseArmored(stored.signature(), signers);
            SshPublicKey signer = signature.publicKey();
            if (!signer.fingerprint().equals(decision.reviewer().keyId())) {
                return SignatureCheck.failed(state(stored, Optional.of(decision), DecisionState.BAD_SIGNATURE,
                        "signed by a key other than the one the decision names"));
            }
            SignatureVerdict verdict = signature.verify(stored.body(), DecisionRules.NAMESPACE, signer);
            if (verdict == SignatureVerdict.NO_USER_PRESENCE) {
                return SignatureCheck.failed(state(stored, Optional.of(decision), DecisionState.BAD_SIGNATURE,
                        "signed by a security key without the user's touch (no user presence)"));
            }
            if (!verdict.isValid()) {
                return SignatureCheck.failed(state(stored, Optional.of(decision), DecisionState.BAD_SIGNATURE,
                        "the signature does not verify over the decision's bytes"));
            }
            return new SignatureCheck(Optional.empty(), signature.authenticator());
        } catch (MalformedSignatureException | MalformedKeyException e) {
            return SignatureCheck.failed(state(stored, Optional.of(decision), DecisionState.BAD_SIGNATURE,
                    "unreadable signature: " + e.getMessage()));
        }
    }

    private static VerifiedDecision state(StoredDecision stored, Optional<ReviewDecision> decision, DecisionState state,
                                          String detail) {
        return new VerifiedDecision(stored, decision, state, detail);
    }
}
