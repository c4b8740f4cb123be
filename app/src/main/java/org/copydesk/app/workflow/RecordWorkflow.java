package org.copydesk.app.workflow;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.copydesk.model.run.PollOutput;
import org.copydesk.model.run.PollResult;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.store.QueueIndex;
import org.copydesk.store.RacePoll;
import org.copydesk.store.RacePollIndex;
import org.copydesk.store.RecordFilter;
import org.copydesk.store.RunRepository;

/** Reads one record for review, and the race's other polls to set it beside. */
public final class RecordWorkflow {

    /** Enough polls to see a trend and spot an outlier; more would only crowd a small chart. */
    private static final int CHART_POLLS = 60;

    private final RunRepository runs;
    private final QueueIndex queue;
    private final RacePollIndex polls;

    public RecordWorkflow(RunRepository runs, QueueIndex queue, RacePollIndex polls) {
        this.runs = runs;
        this.queue = queue;
        this.polls = polls;
    }

    public Optional<ShadowRun> run(String recordSha256) {
        return runs.find(recordSha256);
    }

    /**
     * Reads the newest run and drops it: the first record an editor opens then does not pay
     * for loading the JSON and digest code.
     */
    public void warmUp() {
        queue.page(RecordFilter.all(), 0, 1).stream().findFirst().ifPresent(row -> runs.find(row.recordSha256()));
    }

    /**
     * The race's polls with a field end date, oldest first, each with its candidates' numeric
     * shares; {@code shown}, when among them, is taken as already read: a record of thousands of
     * blocks is not read and decoded a second time for its own point.
     */
    public List<RacePollPoint> racePolls(String raceId, Optional<ShadowRun> shown) {
        List<RacePollPoint> points = new ArrayList<>();
        for (RacePoll poll : polls.polls(raceId, CHART_POLLS)) {
            shown.filter(run -> run.recordSha256().equals(poll.recordSha256()))
                    .or(() -> runs.find(poll.recordSha256())).flatMap(ShadowRun::poll)
                    .map(output -> new RacePollPoint(poll.recordSha256(), poll.fieldEnd(), shares(output)))
                    .ifPresent(points::add);
        }
        return points;
    }

    private static Map<String, Double> shares(PollOutput poll) {
        Map<String, Double> shares = new LinkedHashMap<>();
        for (PollResult result : poll.results()) {
            if (result.pct().isNumber()) {
                shares.put(result.candidate().strip(), result.pct().doubleValue());
            }
        }
        return shares;
    }
}
