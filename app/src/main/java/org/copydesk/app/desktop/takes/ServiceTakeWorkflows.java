package org.copydesk.app.desktop.takes;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.copydesk.app.workflow.decide.DecisionStates;
import org.copydesk.app.workflow.decide.LatestDecisions;
import org.copydesk.app.workflow.decide.VerifyWorkflow;
import org.copydesk.app.workflow.release.FallbackRequest;
import org.copydesk.app.workflow.release.FallbackResult;
import org.copydesk.app.workflow.release.FallbackWorkflow;
import org.copydesk.app.workflow.release.PromoteRequest;
import org.copydesk.app.workflow.release.PromoteResult;
import org.copydesk.app.workflow.release.PromoteWorkflow;
import org.copydesk.app.workflow.release.StoredTake;
import org.copydesk.app.workflow.release.TakeReview;
import org.copydesk.app.workflow.release.TakeReviewWorkflow;
import org.copydesk.model.decision.DecisionRules;
import org.copydesk.model.release.BriefingTake;
import org.copydesk.store.DecisionMark;

/** The take pages' port onto the review, promote and fallback workflows. */
public final class ServiceTakeWorkflows implements TakeWorkflows {

    private final TakeReviewWorkflow takes;
    private final PromoteWorkflow promote;
    private final FallbackWorkflow fallback;
    private final VerifyWorkflow verify;
    private final DecisionStates decisionStates;

    public ServiceTakeWorkflows(TakeReviewWorkflow takes, PromoteWorkflow promote, FallbackWorkflow fallback,
                                VerifyWorkflow verify, DecisionStates decisionStates) {
        this.takes = takes;
        this.promote = promote;
        this.fallback = fallback;
        this.verify = verify;
        this.decisionStates = decisionStates;
    }

    /** Every take; one an owner authorized reads as authorized, as its promoted copy does. */
    @Override
    public List<StoredTake> list(Optional<Path> release) {
        List<StoredTake> stored = takes.listAt(release);
        decisionStates.refresh();
        Map<String, DecisionMark> marks = decisionStates.marks(stored.stream().map(StoredTake::id).toList());
        return stored.stream().map(take -> Optional.ofNullable(marks.get(take.id()))
                .filter(mark -> mark.decision().equals(DecisionRules.OWNER_AUTHORIZED))
                .map(mark -> new StoredTake(take.id(), take.schema(), take.raceId(), BriefingTake.AUTHORIZED,
                        take.binding(), take.review()))
                .orElse(take)).toList();
    }

    @Override
    public TakeStanding standing(String takeId, String raceId, Optional<Path> release) {
        Optional<String> authorizedBy = new LatestDecisions(verify.forSubject(takeId)).of(takeId)
                .filter(d -> d.decision().equals(DecisionRules.OWNER_AUTHORIZED))
                .map(d -> d.reviewer().reviewerId() + " on " + d.decidedAt());
        Optional<Boolean> current = release.map(dir -> takes.isCurrentIn(takeId, raceId, dir));
        return new TakeStanding(authorizedBy, current);
    }

    @Override
    public Optional<TakeReview> review(String takeId, Optional<Path> release) {
        return takes.reviewAt(takeId, release);
    }

    @Override
    public Optional<String> whyNotPermitted(String keyId) {
        return promote.whyNotPermitted(keyId);
    }

    @Override
    public PromoteResult promote(PromoteRequest request) {
        return promote.promote(request);
    }

    @Override
    public FallbackResult fallback(FallbackRequest request) {
        return fallback.writeFallback(request);
    }
}
