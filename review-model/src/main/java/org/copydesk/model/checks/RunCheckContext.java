package org.copydesk.model.checks;

import java.util.Optional;

import org.copydesk.model.digest.Digests;
import org.copydesk.model.json.NestedDigests;
import org.copydesk.model.run.ShadowRun;

/**
 * The context of one run's checks: the shared context, plus the run's record and snapshot
 * digests recomputed once, in one walk of its tree, for the integrity checks that compare them.
 * One instance per run checked, on one thread.
 */
final class RunCheckContext implements CheckContext {

    private final CheckContext shared;
    private ShadowRun digested;
    private Optional<NestedDigests> digests = Optional.empty();

    RunCheckContext(CheckContext shared) {
        this.shared = shared;
    }

    /**
     * The record and snapshot digests of {@code run}; empty when the walk fails (a number JSON
     * cannot hold), so that each check recomputes on its own and reports its own failure.
     */
    static Optional<NestedDigests> digestsOf(ShadowRun run, CheckContext context) {
        return context instanceof RunCheckContext memo ? memo.digests(run) : compute(run);
    }

    private Optional<NestedDigests> digests(ShadowRun run) {
        if (digested != run) {
            digests = compute(run);
            digested = run;
        }
        return digests;
    }

    private static Optional<NestedDigests> compute(ShadowRun run) {
        try {
            return Optional.of(Digests.recordAndSnapshots(run.json()));
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    @Override
    public Optional<byte[]> rawBytes(String rawSha256) {
        return shared.rawBytes(rawSha256);
    }

    @Override
    public boolean hasValidApproval(String documentSha256) {
        return shared.hasValidApproval(documentSha256);
    }
}
