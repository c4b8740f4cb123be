package org.copydesk.store;

import java.time.Instant;

/**
 * A reviewer's claim on a subject: who has it open for review, since when, and until when the
 * claim holds unless renewed. Not a decision: never signed, and forgotten once expired.
 */
public record ReviewClaim(String subjectSha256, String reviewerId, String keyId, Instant claimedAt,
                          Instant expiresAt) {

    public boolean activeAt(Instant now) {
        return now.isBefore(expiresAt);
    }
}
