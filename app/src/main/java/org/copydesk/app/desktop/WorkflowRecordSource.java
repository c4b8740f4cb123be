package org.copydesk.app.desktop;

import java.util.List;
import java.util.Optional;

import org.copydesk.app.desktop.record.RecordSource;
import org.copydesk.app.workflow.RacePollPoint;
import org.copydesk.app.workflow.RecordWorkflow;
import org.copydesk.model.run.ShadowRun;

/** The record page's port over the root's record workflow. */
public final class WorkflowRecordSource implements RecordSource {

    private final RecordWorkflow records;

    public WorkflowRecordSource(RecordWorkflow records) {
        this.records = records;
    }

    @Override
    public Optional<ShadowRun> run(String recordSha256) {
        return records.run(recordSha256);
    }

    @Override
    public List<RacePollPoint> racePolls(String raceId, Optional<ShadowRun> shown) {
        return records.racePolls(raceId, shown);
    }

    @Override
    public void warmUp() {
        records.warmUp();
    }
}
