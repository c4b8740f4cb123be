package org.copydesk.app.workflow.check;

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

import org.copydesk.app.workflow.decide.VerifiedDecision;
import org.copydesk.model.checks.CheckContext;
import org.copydesk.model.decision.DecisionRules;
import org.copydesk.model.decision.SubjectKind;
import org.copydesk.store.EvidenceStore;

/** The store behind the store-aware checks. Valid approvals are computed once, on first need. */
public final class StoreCheckContext implements CheckContext {

    private final EvidenceStore store;
    private final Supplier<Iterable<VerifiedDecision>> decisions;
    private Set<String> approvedRecords;

    public StoreCheckContext(EvidenceStore store, Supplier<Iterable<VerifiedDecision>> decisions) {
        this.store = store;
        this.decisions = decisions;
    }

    @Override
    public Optional<byte[]> rawBytes(String rawSha256) {
        return store.raw().find(rawSha256);
    }

    @Override
    public boolean hasValidApproval(String documentSha256) {
        Set<String> approved = approvedRecords();
        return store.runs().recordsWithDocument(documentSha256).stream().anyMatch(approved::contains);
    }

    /** Synchronized: checks of many runs share one context across the workers. */
    private synchronized Set<String> approvedRecords() {
        if (approvedRecords == null) {
            Set<String> records = new HashSet<>();
            for (VerifiedDecision verified : decisions.get()) {
                verified.decision()
                        .filter(d -> verified.isValid() && d.decision().equals(DecisionRules.APPROVE)
                                && d.subject().kind().equals(SubjectKind.SHADOW_RUN.wireName()))
                        .ifPresent(d -> records.addAll(d.subject().sha256()));
            }
            approvedRecords = records;
        }
        return approvedRecords;
    }
}
