package org.copydesk.app.desktop.record;

import java.util.List;

import org.copydesk.app.workflow.RacePollPoint;
import org.copydesk.model.run.ShadowRun;

/** What one background read for the record view returns. */
record LoadedRecord(ShadowRun run, List<RacePollPoint> racePolls, List<String> duplicates) {
}
