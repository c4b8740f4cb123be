package org.copydesk.model.checks.release;

/** A valid {@code owner_authorized_internal_use} decision (FORMATS §4.2) on a take's approval digest. */
public record OwnerAuthorization(String decisionSha256, String reviewerId, String keyId, String decidedAt) {
}
