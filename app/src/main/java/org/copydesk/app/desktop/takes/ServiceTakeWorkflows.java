package org.copydesk.app.desktop.takes;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.workflow.release.FallbackRequest;
import org.copydesk.app.workflow.release.FallbackResult;
import org.copydesk.app.workflow.release.FallbackWorkflow;
import org.copydesk.app.workflow.release.PromoteRequest;
import org.copydesk.app.workflow.release.PromoteResult;
import org.copydesk.app.workflow.release.PromoteWorkflow;
import org.copydesk.app.workflow.release.StoredTake;
import org.copydesk.app.workflow.release.TakeReview;
import org.copydesk.app.workflow.release.TakeReviewWorkflow;

/** The take pages' port onto the review, promote and fallback workflows. */
public final class ServiceTakeWorkflows implements TakeWorkflows {

    private final TakeReviewWorkflow takes;
    private final PromoteWorkflow promote;
    private final FallbackWorkflow fallback;

    public ServiceTakeWorkflows(TakeReviewWorkflow takes, PromoteWorkflow promote, FallbackWorkflow fallback) {
        this.takes = takes;
        this.promote = promote;
        this.fallback = fallback;
    }

    @Override
    public List<StoredTake> list(Optional<Path> release) {
        return takes.listAt(release);
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
