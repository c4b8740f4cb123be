package org.copydesk.app.desktop;

import java.util.List;
import java.util.Optional;

import org.copydesk.app.desktop.claims.ClaimBook;
import org.copydesk.app.workflow.claims.ClaimWorkflow;
import org.copydesk.store.ReviewClaim;

/** The review claims' port over the root's claim workflow. */
public final class WorkflowClaimBook implements ClaimBook {

    private final ClaimWorkflow claims;

    public WorkflowClaimBook(ClaimWorkflow claims) {
        this.claims = claims;
    }

    @Override
    public ReviewClaim claim(String subjectSha256, String reviewerId, String keyId) {
        return claims.claim(subjectSha256, reviewerId, keyId);
    }

    @Override
    public Optional<ReviewClaim> renew(String subjectSha256, String reviewerId, String keyId) {
        return claims.renew(subjectSha256, reviewerId, keyId);
    }

    @Override
    public void release(String subjectSha256, String reviewerId) {
        claims.release(subjectSha256, reviewerId);
    }

    @Override
    public List<ReviewClaim> active() {
        return claims.active();
    }

    @Override
    public long version() {
        return claims.version();
    }
}
