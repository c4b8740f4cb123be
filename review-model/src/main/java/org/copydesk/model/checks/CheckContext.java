package org.copydesk.model.checks;

import java.util.Optional;

/**
 * What store-aware checks may ask of the evidence store. The model stays free of java.sql:
 * the store implements this; tests and the CLI without a store use {@link EmptyCheckContext}.
 */
public interface CheckContext {

    /** The raw bytes stored under {@code rawSha256}, as they were imported ({@code integrity.raw_bytes}). */
    Optional<byte[]> rawBytes(String rawSha256);

    /**
     * Whether this store holds a valid {@code approve} decision (FORMATS §4.2) on a shadow run
     * one of whose snapshots has {@code documentSha256} ({@code commentary.sources_human_approved}).
     */
    boolean hasValidApproval(String documentSha256);
}
