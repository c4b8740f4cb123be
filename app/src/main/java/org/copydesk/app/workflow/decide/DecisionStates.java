package org.copydesk.app.workflow.decide;

import java.util.Collection;
import java.util.Map;

import org.copydesk.store.DecisionMark;
import org.copydesk.store.DecisionStateRepository;

/**
 * The queue's cache of each subject's latest valid decision. Verifying every
 * decision is the only way to know which are valid, and too slow to do for every page of a
 * large queue; so it is done once per change — a decision signed or a roster change, on any
 * desk sharing the store — and the result kept in the store beside the check cache. The record
 * view, the audit and the CLI never read this cache: they verify now.
 */
public final class DecisionStates {

    private final DecisionStateRepository cache;
    private final VerifyWorkflow verify;

    public DecisionStates(DecisionStateRepository cache, VerifyWorkflow verify) {
        this.cache = cache;
        this.verify = verify;
    }

    /** Verifies every decision again when decisions or the roster have grown since the cache was made; true when it did. */
    public synchronized boolean refresh() {
        String basis = cache.currentBasis();
        if (cache.storedBasis().filter(basis::equals).isPresent()) {
            return false;
        }
        // The basis is read before verifying: a decision signed meanwhile makes the next refresh verify again.
        cache.replaceAll(basis, new LatestDecisions(verify.verifyAll()).marks());
        return true;
    }

    public Map<String, DecisionMark> marks(Collection<String> subjectSha256s) {
        return cache.findAll(subjectSha256s);
    }
}
