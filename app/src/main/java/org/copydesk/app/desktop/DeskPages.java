package org.copydesk.app.desktop;

import org.copydesk.app.desktop.duplicates.PairEntry;

/**
 * What the desk asks of its pages before it shows one: load the record, pair or brief to be
 * shown, or read a list page afresh. The desk decides which page shows and where Back goes; the
 * pages' view models do the reading.
 */
public interface DeskPages {

    /** The record page shows this shadow run and its decisions. */
    void openRecord(String recordSha256);

    /** The comparison page shows this pair. */
    void openPair(PairEntry pair);

    /** The brief page shows this research brief. */
    void openBrief(String briefSha256);

    /** Every decision, verified again now. */
    void readAudit();

    /** Every duplicate suggestion, read again (decisions may have been signed meanwhile). */
    void readDuplicates();

    /** Every stored brief, read again. */
    void readBriefs();

    /** The evaluation figures, computed again from decisions verified now. */
    void readEvaluation();
}
