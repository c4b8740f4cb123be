package org.copydesk.model.checks.text;

import java.util.Optional;

/**
 * Copydesk's own decision on a discovered URL: allowed exactly when no reason applies.
 * {@code canonicalUrl} is empty only for a malformed URL.
 */
public record PolicyVerdict(Optional<PolicyReason> reason, Optional<String> canonicalUrl) {

    public boolean allowed() {
        return reason.isEmpty();
    }

    /** {@code allowed} or {@code rejected}, as the run records it. */
    public String decision() {
        return allowed() ? "allowed" : "rejected";
    }
}
