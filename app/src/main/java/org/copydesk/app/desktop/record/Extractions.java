package org.copydesk.app.desktop.record;

import java.util.List;

import org.copydesk.app.workflow.Derivation;
import org.copydesk.app.workflow.DerivedSource;

/** What the extraction panel asks of the stored originals: the derived snapshots of a run, and deriving the rest. */
public interface Extractions {

    /** Each upstream snapshot of the run that has a stored derived snapshot, compared with it. */
    List<DerivedSource> derivedFor(String recordSha256);

    /** Extracts what is not derived yet; one outcome per upstream snapshot. */
    List<Derivation> derive(String recordSha256);
}
