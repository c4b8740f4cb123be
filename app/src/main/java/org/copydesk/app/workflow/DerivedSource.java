package org.copydesk.app.workflow;

import org.copydesk.model.snapshot.SnapshotComparison;
import org.copydesk.model.snapshot.SourceSnapshot;

/** A run's upstream snapshot beside the snapshot copydesk derived from the same raw bytes, compared. */
public record DerivedSource(SourceSnapshot upstream, SourceSnapshot derived, SnapshotComparison comparison) {
}
