package org.copydesk.app.workflow.log;

import java.util.Optional;

import org.copydesk.model.log.SignedCheckpoint;

/**
 * What this desk remembers of a store's history: the latest checkpoint it verified and the
 * store's pinned first owner (FORMATS §4.4, "each desk is a witness"). A store whose log has
 * been rolled back, forked or re-created since is refused for signing.
 */
public interface HistoryWitness {

    /** What this desk last saw of the store, if it has seen it. */
    Optional<Witnessed> recall(String storeId);

    /** Remembers the store's first owner and, when given, a checkpoint it verified. */
    void remember(Witnessed witnessed);

    /** Forgets the store deliberately (the user trusts its history as it is now). */
    boolean forget(String storeId);

    /** What a desk keeps per store. */
    record Witnessed(String storeId, String firstOwnerKeyId, Optional<SignedCheckpoint> checkpoint) {
    }

    /** A witness that remembers nothing: for tests and measurements that open throwaway stores. */
    static HistoryWitness none() {
        return new HistoryWitness() {
            @Override
            public Optional<Witnessed> recall(String storeId) {
                return Optional.empty();
            }

            @Override
            public void remember(Witnessed witnessed) {
            }

            @Override
            public boolean forget(String storeId) {
                return false;
            }
        };
    }
}
