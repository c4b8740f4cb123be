package org.copydesk.store;

import java.util.List;
import java.util.Optional;

import org.copydesk.model.log.NodeSource;

/**
 * The store's decision log (FORMATS §4.4), append-only. Leaves are appended by the roster and
 * decision repositories in the same transaction as their document, so no document is stored
 * without its leaf; checkpoints are appended by whoever signs, inside {@link EvidenceStore#atomically}.
 */
public interface DecisionLog extends NodeSource {

    /** Every leaf, in log order. */
    List<LogLeaf> leaves();

    Optional<LogLeaf> leafFor(String documentSha256);

    /** Every stored node above the leaves, for checking them against the leaves. */
    List<LogNode> storedNodes();

    void appendCheckpoint(long size, byte[] document);

    /** Every stored checkpoint, in the order they were stored. */
    List<StoredCheckpoint> checkpoints();

    Optional<StoredCheckpoint> latestCheckpoint();
}
