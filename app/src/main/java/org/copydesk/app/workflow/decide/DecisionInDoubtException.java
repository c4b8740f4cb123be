package org.copydesk.app.workflow.decide;

import org.copydesk.store.StoreUnreachableException;

/**
 * The store stopped answering while a signed decision was being stored. The act is one
 * transaction, so the decision is stored whole or not at all: not at all, unless the connection
 * dropped as the commit went out ({@link #mayBeStored()}), when only looking it up once the store
 * answers again tells which.
 */
public final class DecisionInDoubtException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final transient DecisionWorkflow.Signed signed;
    private final boolean mayBeStored;

    public DecisionInDoubtException(DecisionWorkflow.Signed signed, StoreUnreachableException cause) {
        super(cause.getMessage(), cause);
        this.signed = signed;
        this.mayBeStored = cause.duringCommit();
    }

    public DecisionWorkflow.Signed signed() {
        return signed;
    }

    /** Whether the connection dropped during the commit itself, so that the decision may be stored. */
    public boolean mayBeStored() {
        return mayBeStored;
    }
}
