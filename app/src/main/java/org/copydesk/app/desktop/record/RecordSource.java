package org.copydesk.app.desktop.record;

import java.util.List;
import java.util.Optional;

import org.copydesk.app.workflow.RacePollPoint;
import org.copydesk.model.run.ShadowRun;

/** What the record page reads of the store: a shadow run, its race's polls, and a first read to warm up on. */
public interface RecordSource {

    /** The run stored under this digest; empty when none is. */
    Optional<ShadowRun> run(String recordSha256);

    /** The race's polls with a field end date, oldest first; {@code shown}, when among them, is not read again. */
    List<RacePollPoint> racePolls(String raceId, Optional<ShadowRun> shown);

    /** Reads one run and drops it, so that the first record opened does not load the code that reads one. */
    void warmUp();
}
