package org.copydesk.app.workflow.claims;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import org.copydesk.store.ClaimRepository;
import org.copydesk.store.ReviewClaim;

/**
 * Review claims at the store's clock: a desk claims what it opens for review, renews the claim
 * well inside its lifetime while the record stays open, and releases it on leaving. A claim left
 * behind by a desk that crashed or lost its connection simply expires.
 */
public final class ClaimWorkflow {

    /** How long a claim holds unless renewed: a few minutes, so a vanished desk's claim soon lapses. */
    public static final Duration LIFETIME = Duration.ofMinutes(5);
    /** How often an open record's claim is renewed: several times within its lifetime. */
    public static final Duration RENEW_EVERY = Duration.ofSeconds(60);

    private final ClaimRepository claims;
    private final Clock clock;

    public ClaimWorkflow(ClaimRepository claims, Clock clock) {
        this.claims = claims;
        this.clock = clock;
    }

    /** Claims the subject for the reviewer unless another's claim holds; returns whichever claim holds. */
    public ReviewClaim claim(String subjectSha256, String reviewerId, String keyId) {
        return claims.claim(subjectSha256, reviewerId, keyId, clock.instant(), LIFETIME);
    }

    /** Extends the reviewer's claim; empty when another reviewer holds the subject now. */
    public Optional<ReviewClaim> renew(String subjectSha256, String reviewerId, String keyId) {
        return claims.renew(subjectSha256, reviewerId, keyId, clock.instant(), LIFETIME);
    }

    public void release(String subjectSha256, String reviewerId) {
        claims.release(subjectSha256, reviewerId);
    }

    /** The claims holding now; the expired ones are forgotten on the way. */
    public List<ReviewClaim> active() {
        Instant now = clock.instant();
        claims.forgetExpired(now);
        return claims.active(now);
    }

    /** Grows with every claim change on any desk. */
    public long version() {
        return claims.version();
    }
}
