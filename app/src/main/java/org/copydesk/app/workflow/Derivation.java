package org.copydesk.app.workflow;

import java.util.Optional;

/**
 * The outcome for one snapshot of a run: its upstream source id and raw digest, what
 * happened, the derived snapshot's digest when one exists, and a line a person can read.
 */
public record Derivation(String sourceId, Optional<String> rawSha256, DerivationState state,
                         Optional<String> derivedSnapshotSha256, String detail) {
}
