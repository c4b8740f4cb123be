package org.copydesk.app.desktop.claims;

import java.util.List;
import java.util.Optional;

import org.copydesk.store.ReviewClaim;

/** What the desk's review claims ask of the store's claims: take, renew and give back one, and read them all. */
public interface ClaimBook {

    /** Claims the subject for the reviewer; answers the claim that holds it now (another's, if theirs is live). */
    ReviewClaim claim(String subjectSha256, String reviewerId, String keyId);

    /** Extends the reviewer's own live claim; empty when it lapsed or another took the subject. */
    Optional<ReviewClaim> renew(String subjectSha256, String reviewerId, String keyId);

    /** Gives the reviewer's claim back; nothing when they hold none. */
    void release(String subjectSha256, String reviewerId);

    /** Every live claim. */
    List<ReviewClaim> active();

    /** A number that moves whenever a claim is taken, renewed or given back. */
    long version();
}
