package org.copydesk.store;

/**
 * The store stopped answering (its server went away, the connection dropped or timed out). What
 * was being written is whole or absent: the transaction rolled back, unless the connection dropped
 * while the commit itself was on its way, which {@link #duringCommit()} says; the connection is
 * opened again by the next call once the store answers.
 */
public class StoreUnreachableException extends StoreException {

    private static final long serialVersionUID = 1L;

    private final boolean duringCommit;

    public StoreUnreachableException(String message, boolean duringCommit, Throwable cause) {
        super(message, cause);
        this.duringCommit = duringCommit;
    }

    /** Whether the connection dropped as the commit was sent: the write may then be stored or not. */
    public boolean duringCommit() {
        return duringCommit;
    }
}
