package org.copydesk.app.desktop.takes;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.copydesk.app.Services;
import org.copydesk.app.workflow.decide.LatestDecisions;
import org.copydesk.app.workflow.release.FallbackRequest;
import org.copydesk.app.workflow.release.FallbackResult;
import org.copydesk.app.workflow.release.PromoteRequest;
import org.copydesk.app.workflow.release.PromoteResult;
import org.copydesk.app.workflow.release.ReleaseTrees;
import org.copydesk.app.workflow.release.StoredTake;
import org.copydesk.app.workflow.release.TakeReview;
import org.copydesk.model.decision.DecisionRules;
import org.copydesk.model.release.BriefingTake;
import org.copydesk.model.release.tree.RaceView;
import org.copydesk.store.DecisionMark;

/** The take pages' workflows over the window's one {@link Services}. */
public final class ServiceTakeWorkflows implements TakeWorkflows {

    private final Services services;

    public ServiceTakeWorkflows(Services services) {
        this.services = services;
    }

    /** Every take; one an owner authorized reads as authorized, as its promoted copy does. */
    @Override
    public List<StoredTake> list(Optional<Path> release) {
        List<StoredTake> takes = services.takes().listAt(release);
        services.decisionStates().refresh();
        Map<String, DecisionMark> marks = services.decisionStates().marks(takes.stream().map(StoredTake::id).toList());
        return takes.stream().map(take -> Optional.ofNullable(marks.get(take.id()))
                .filter(mark -> mark.decision().equals(DecisionRules.OWNER_AUTHORIZED))
                .map(mark -> new StoredTake(take.id(), take.schema(), take.raceId(), BriefingTake.AUTHORIZED,
                        take.binding(), take.review()))
                .orElse(take)).toList();
    }

    @Override
    public TakeStanding standing(String takeId, String raceId, Optional<Path> release) {
        Optional<String> authorizedBy = new LatestDecisions(services.verify().forSubject(takeId)).of(takeId)
                .filter(d -> d.decision().equals(DecisionRules.OWNER_AUTHORIZED))
                .map(d -> d.reviewer().reviewerId() + " on " + d.decidedAt());
        Optional<Boolean> current = release.map(dir -> ReleaseTrees.readUsable(dir).race(raceId)
                .flatMap(RaceView::take)
                .filter(t -> t instanceof BriefingTake b && b.approvalSha256().equals(takeId) && b.isAuthorized())
                .isPresent());
        return new TakeStanding(authorizedBy, current);
    }

    @Override
    public Optional<TakeReview> review(String takeId, Optional<Path> release) {
        return services.takes().reviewAt(takeId, release);
    }

    @Override
    public Optional<String> whyNotPermitted(String keyId) {
        return services.promote().whyNotPermitted(keyId);
    }

    @Override
    public PromoteResult promote(PromoteRequest request) {
        return services.promote().promote(request);
    }

    @Override
    public FallbackResult fallback(FallbackRequest request) {
        return services.fallback().writeFallback(request);
    }
}
