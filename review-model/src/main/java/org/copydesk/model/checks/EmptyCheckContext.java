package org.copydesk.model.checks;

import java.util.Optional;

/** A context with no store behind it: no raw bytes, no approvals. */
public final class EmptyCheckContext implements CheckContext {

    @Override
    public Optional<byte[]> rawBytes(String rawSha256) {
        return Optional.empty();
    }

    @Override
    public boolean hasValidApproval(String documentSha256) {
        return false;
    }
}
