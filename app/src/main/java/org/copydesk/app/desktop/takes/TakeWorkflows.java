package org.copydesk.app.desktop.takes;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.workflow.release.FallbackRequest;
import org.copydesk.app.workflow.release.FallbackResult;
import org.copydesk.app.workflow.release.PromoteRequest;
import org.copydesk.app.workflow.release.PromoteResult;
import org.copydesk.app.workflow.release.StoredTake;
import org.copydesk.app.workflow.release.TakeReview;

/**
 * What the take pages ask of the workflows. A {@code release} directory, when given, is the tree
 * binding is judged against; otherwise the imported release. Every call reads files or the store:
 * view models run them off the FX thread.
 */
public interface TakeWorkflows {

    List<StoredTake> list(Optional<Path> release);

    Optional<TakeReview> review(String takeId, Optional<Path> release);

    /** Why the holder of {@code keyId} may not authorize and promote, or empty when they may. */
    Optional<String> whyNotPermitted(String keyId);

    /**
     * Whether the take was authorized (its latest valid decision) and whether its authorized copy is
     * the current take of {@code raceId} in {@code release}, when a tree is given.
     */
    TakeStanding standing(String takeId, String raceId, Optional<Path> release);

    PromoteResult promote(PromoteRequest request);

    FallbackResult fallback(FallbackRequest request);
}
