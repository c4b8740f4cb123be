package org.copydesk.app.desktop.takes;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.Services;
import org.copydesk.app.workflow.release.FallbackRequest;
import org.copydesk.app.workflow.release.FallbackResult;
import org.copydesk.app.workflow.release.PromoteRequest;
import org.copydesk.app.workflow.release.PromoteResult;
import org.copydesk.app.workflow.release.StoredTake;
import org.copydesk.app.workflow.release.TakeReview;

/** The take pages' workflows over the window's one {@link Services}. */
public final class ServiceTakeWorkflows implements TakeWorkflows {

    private final Services services;

    public ServiceTakeWorkflows(Services services) {
        this.services = services;
    }

    @Override
    public List<StoredTake> list(Optional<Path> release) {
        return services.takes().listAt(release);
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
