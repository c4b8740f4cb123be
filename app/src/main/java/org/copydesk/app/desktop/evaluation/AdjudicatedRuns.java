package org.copydesk.app.desktop.evaluation;

import java.util.List;

import org.copydesk.app.workflow.metrics.AdjudicatedRun;

/** What the evaluation page reads: the runs with field verdicts, from decisions verified at the time of reading. */
@FunctionalInterface
public interface AdjudicatedRuns {

    List<AdjudicatedRun> read();
}
