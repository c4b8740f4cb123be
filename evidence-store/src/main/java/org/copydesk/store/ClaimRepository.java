package org.copydesk.store;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Review claims: who is reviewing what now. A claim never blocks anyone; it only tells other
 * desks. One reviewer holds a subject's claim at a time; once it expires anyone may take it.
 */
public interface ClaimRepository {

    /**
     * Claims {@code subjectSha256} for the reviewer until {@code now + ttl}, unless another
     * reviewer's claim on it is still active at {@code now}. Returns the claim that holds after
     * the call: the reviewer's own (kept from its first claim when it was already theirs and
     * active), or the other reviewer's.
     */
    ReviewClaim claim(String subjectSha256, String reviewerId, String keyId, Instant now, Duration ttl);

    /**
     * Extends the reviewer's claim to {@code now + ttl}; when it had expired and nobody else took
     * it meanwhile it is taken again. Empty when another reviewer holds the subject now.
     */
    Optional<ReviewClaim> renew(String subjectSha256, String reviewerId, String keyId, Instant now, Duration ttl);

    /** Drops the reviewer's claim on the subject; another reviewer's claim is left alone. */
    void release(String subjectSha256, String reviewerId);

    /** Every claim still active at {@code now}, by subject. */
    List<ReviewClaim> active(Instant now);

    /** Deletes the claims expired at {@code now}; returns how many. */
    int forgetExpired(Instant now);

    /** Grows with every change to the claims, on any desk: cheap to poll for "claims changed". */
    long version();
}
