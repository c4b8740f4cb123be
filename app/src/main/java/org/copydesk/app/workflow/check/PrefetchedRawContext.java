package org.copydesk.app.workflow.check;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.copydesk.model.checks.CheckContext;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.SourceSnapshot;
import org.copydesk.store.EvidenceStore;

/**
 * The store context for a batch of runs checked together, with the raw bytes of all their
 * snapshots read in one go instead of one read per snapshot. Raw bytes it was not asked for
 * come from the shared context, as before.
 */
final class PrefetchedRawContext implements CheckContext {

    private final CheckContext shared;
    private final Set<String> asked;
    private final Map<String, byte[]> found;

    private PrefetchedRawContext(CheckContext shared, Set<String> asked, Map<String, byte[]> found) {
        this.shared = shared;
        this.asked = asked;
        this.found = found;
    }

    static PrefetchedRawContext of(EvidenceStore store, CheckContext shared, List<ShadowRun> runs) {
        Set<String> wanted = new LinkedHashSet<>();
        for (ShadowRun run : runs) {
            for (SourceSnapshot snapshot : run.sources()) {
                snapshot.rawSha256().ifPresent(wanted::add);
            }
        }
        return new PrefetchedRawContext(shared, wanted, wanted.isEmpty() ? Map.of() : store.raw().findAll(wanted));
    }

    @Override
    public Optional<byte[]> rawBytes(String rawSha256) {
        return asked.contains(rawSha256) ? Optional.ofNullable(found.get(rawSha256)) : shared.rawBytes(rawSha256);
    }

    @Override
    public boolean hasValidApproval(String documentSha256) {
        return shared.hasValidApproval(documentSha256);
    }
}
