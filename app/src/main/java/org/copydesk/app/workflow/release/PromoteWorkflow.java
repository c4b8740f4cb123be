package org.copydesk.app.workflow.release;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.workflow.RefusedException;
import org.copydesk.app.workflow.UserInputException;
import org.copydesk.app.workflow.decide.DecideRequest;
import org.copydesk.app.workflow.decide.DecisionWorkflow;
import org.copydesk.app.workflow.decide.RosterWorkflow;
import org.copydesk.importers.release.DirectoryReleaseFiles;
import org.copydesk.model.checks.CheckEngine;
import org.copydesk.model.checks.CheckReport;
import org.copydesk.model.decision.DecisionRules;
import org.copydesk.model.decision.ReviewDecision;
import org.copydesk.model.digest.Digests;
import org.copydesk.model.checks.release.DecisionLogPin;
import org.copydesk.model.json.CanonicalJson;
import org.copydesk.model.json.Sha256;
import org.copydesk.model.release.BriefingTake;
import org.copydesk.model.release.TakeAuthorization;
import org.copydesk.model.release.tree.RaceView;
import org.copydesk.model.release.tree.ReleaseFiles;
import org.copydesk.model.release.tree.ReleasePaths;
import org.copydesk.model.release.tree.ReleaseView;
import org.copydesk.store.EvidenceStore;

/**
 * {@code promote} (FORMATS §5): an owner turns a passing draft into the race's current take.
 * Everything is recomputed against the tree on disk and refused before any write; then the
 * decision is signed, the authorized take archived create-only under its digest, the current
 * pointer and registry replaced by atomic renames, and the gate run on the result.
 */
public final class PromoteWorkflow {

    private static final String ACTION = "authorize and promote an analyst take";

    private final EvidenceStore store;
    private final RosterWorkflow roster;
    private final TakeReviewWorkflow takes;
    private final DecisionWorkflow decisions;
    private final GateWorkflow gate;
    private final CheckEngine engine;

    public PromoteWorkflow(EvidenceStore store, RosterWorkflow roster, TakeReviewWorkflow takes,
                           DecisionWorkflow decisions, GateWorkflow gate, CheckEngine engine) {
        this.store = store;
        this.roster = roster;
        this.takes = takes;
        this.decisions = decisions;
        this.gate = gate;
        this.engine = engine;
    }

    /** The review an Authorize &amp; Promote sheet shows before signing: the same checks promote reruns. */
    public TakeReview preview(Path releaseDir, String takeId) {
        return prepare(releaseDir, takeId).review();
    }

    /** Why the holder of key {@code keyId} cannot promote (not an owner, revoked, unknown), or empty when they can. */
    public Optional<String> whyNotPermitted(String keyId) {
        return OwnerKeys.whyNot(roster, keyId, ACTION);
    }

    public PromoteResult promote(PromoteRequest request) {
        if (request.rationale() == null || request.rationale().isBlank()) {
            throw new RefusedException("a promotion needs a rationale: say why the residual AI risk is accepted");
        }
        OwnerKeys.requireOwner(roster, request.key(), ACTION);
        Prepared prepared = prepare(request.releaseDir(), request.takeId());
        TakeReview review = prepared.review();
        refuseUnlessPromotable(review);
        refuseIfAlreadyPublished(prepared);

        CheckReport report = review.report();
        ReviewDecision decision = decisions.decide(new DecideRequest(List.of(review.id()),
                DecisionRules.OWNER_AUTHORIZED, request.rationale(), Optional.empty(), request.key()), report).decision();

        ObjectNode authorized = TakeAuthorization.authorize(review.take(), decision);
        // The canonical (RFC 8785) bytes are what is published: anyone can rebuild the archive name
        // from the JSON value alone (docs/decisions/0041-promotion-writes.md).
        byte[] bytes = CanonicalJson.bytes(authorized);
        verifyAuthorized(authorized, review);
        String archiveSha = Sha256.hex(bytes);
        String archive = ReleasePaths.archive(archiveSha);
        ObjectNode registry = ((ObjectNode) prepared.view().registry().orElseThrow().json()).deepCopy();
        RegistryEdits.setArchive(registry, review.take().raceId(), Optional.of(archiveSha));

        DirectoryReleaseFiles files = prepared.files();
        new ReleaseWriter()
                .create(resolve(files, archive), bytes)
                .replace(resolve(files, prepared.race().entry().analystTake()), bytes)
                .replace(resolve(files, ReleaseFiles.REGISTRY), RegistryEdits.bytes(registry))
                .replace(resolve(files, DecisionLogPin.PATH), pinnedCheckpoint())
                .commit();
        return new PromoteResult(archive, review.id(), decision, gate.gate(request.releaseDir()));
    }

    /** The checkpoint the owner's authorization just signed: the release pins the history up to it. */
    private byte[] pinnedCheckpoint() {
        return store.log().latestCheckpoint().orElseThrow(() -> new RefusedException(
                "the decision log has no signed checkpoint to pin")).document();
    }

    private record Prepared(DirectoryReleaseFiles files, ReleaseView view, RaceView race, TakeReview review) {
    }

    private Prepared prepare(Path releaseDir, String takeId) {
        ReleaseView view = ReleaseTrees.readUsable(releaseDir);
        String id = takes.resolveId(takeId);
        BriefingTake take = takes.find(id).orElseThrow(() -> new RefusedException(
                "take " + id + " is a v2 fallback: only a v3 draft can be authorized"));
        RaceView race = view.race(take.raceId()).orElseThrow(() -> new RefusedException(
                "the release registry has no race " + take.raceId()));
        if (race.forecast().isEmpty()) {
            throw new RefusedException("cannot bind the take: " + race.forecastProblem().orElse("no forecast"));
        }
        return new Prepared(new DirectoryReleaseFiles(releaseDir), view, race, takes.review(id, take, Optional.of(view)));
    }

    private static void refuseUnlessPromotable(TakeReview review) {
        if (!BriefingTake.DRAFT.equals(review.take().status())) {
            throw new RefusedException("take " + review.id() + " is " + review.take().status()
                    + "; only a draft is promoted");
        }
        if (review.binding() != BindingStatus.BOUND) {
            throw new RefusedException("take " + review.id() + " is stale: "
                    + review.report().results().stream().filter(r -> r.checkId().equals("take.binding"))
                    .map(r -> r.detail()).findFirst().orElse("not bound to the current forecast"));
        }
        if (review.report().anyFailed()) {
            throw new RefusedException("take " + review.id() + " fails " + String.join(", ", review.report().failedIds())
                    + "; a failing take is never promoted, and no rationale overrides that");
        }
    }

    /**
     * Promoting the take that is already current, intact, would only sign a second authorization that
     * supersedes the first; a half-finished earlier promotion (archive pointer not matching) may be redone.
     */
    private static void refuseIfAlreadyPublished(Prepared prepared) {
        RaceView race = prepared.race();
        boolean sameTake = race.take().filter(t -> t instanceof BriefingTake).map(t -> (BriefingTake) t)
                .filter(t -> t.isAuthorized() && t.approvalSha256().equals(prepared.review().id())).isPresent();
        Optional<String> archive = race.entry().analystTakeArchiveSha256();
        boolean intact = archive.isPresent() && race.takeBytes().map(Sha256::hex).equals(archive)
                && prepared.view().archive().containsKey(archive.get() + ".json");
        if (sameTake && intact) {
            throw new RefusedException("take " + prepared.review().id() + " is already the authorized current take of "
                    + race.raceId() + " (archive " + archive.get() + ")");
        }
    }

    /** A last guard before writing: the authorized form still recomputes and passes take.labels. */
    private void verifyAuthorized(ObjectNode authorized, TakeReview review) {
        if (!Digests.takeApproval(authorized).equals(review.id())) {
            throw new IllegalStateException("authorizing moved approval_sha256; nothing was written");
        }
        BriefingTake parsed = BriefingTake.from(authorized);
        CheckReport after = engine.check(parsed, review.currentForecast());
        if (after.anyFailed()) {
            throw new IllegalStateException("the authorized take fails " + after.failedIds() + "; nothing was written");
        }
    }

    private static Path resolve(DirectoryReleaseFiles files, String relativePath) {
        return files.resolve(relativePath).orElseThrow(() -> new UserInputException(
                relativePath + " is not a path inside the release tree"));
    }
}
