package org.copydesk.model.checks;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.copydesk.model.release.BriefingTake;
import org.copydesk.model.release.ForecastArtifact;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.run.Task;

/**
 * Runs copydesk's own deterministic checks. Upstream's {@code upstream_checks} are never
 * read here: every verdict is recomputed from the document.
 */
public final class CheckEngine {

    /** Recorded in every decision; bump when any check's semantics or detail wording changes. */
    public static final String ENGINE_ID = "copydesk-checks/2";

    /** Check ids copydesk adds beyond CHECKS.md's contract; tools outside copydesk may not know them. */
    public static final Set<String> COPYDESK_ADDITIONS = Set.of(BriefChecks.DIGEST_ID);

    private final List<Check<ShadowRun>> common;
    private final List<Check<ShadowRun>> poll;
    private final List<Check<ShadowRun>> event;
    private final List<Check<ShadowRun>> commentary;
    private final List<Check<ShadowRun>> discover;
    private final List<Check<TakeUnderReview>> take;
    private final List<Check<BriefUnderReview>> brief;

    public CheckEngine() {
        List<Check<ShadowRun>> always = new ArrayList<>(IntegrityChecks.all());
        always.addAll(SafetyChecks.all());
        this.common = List.copyOf(always);
        this.poll = PollChecks.all();
        this.event = EventChecks.all();
        this.commentary = CommentaryChecks.all();
        this.discover = DiscoverChecks.all();
        this.take = TakeChecks.all();
        this.brief = BriefChecks.all();
    }

    /** Integrity and safety, then the run's task family, each in CHECKS.md order. */
    public List<Check<ShadowRun>> checksFor(Task task) {
        List<Check<ShadowRun>> checks = new ArrayList<>(common);
        checks.addAll(switch (task) {
            case POLL -> poll;
            case EVENT -> event;
            case COMMENTARY -> commentary;
            case DISCOVER -> discover;
        });
        return List.copyOf(checks);
    }

    public List<Check<TakeUnderReview>> takeChecks() {
        return take;
    }

    public CheckReport check(ShadowRun run, CheckContext context) {
        List<CheckResult> results = new ArrayList<>();
        for (Check<ShadowRun> check : checksFor(run.task())) {
            results.add(check.run(run, context));
        }
        return new CheckReport(ENGINE_ID, results);
    }

    public CheckReport check(BriefingTake briefing, Optional<ForecastArtifact> currentForecast) {
        TakeUnderReview subject = new TakeUnderReview(briefing, currentForecast);
        List<CheckResult> results = new ArrayList<>();
        for (Check<TakeUnderReview> check : take) {
            results.add(check.run(subject, new EmptyCheckContext()));
        }
        return new CheckReport(ENGINE_ID, results);
    }

    public List<Check<BriefUnderReview>> briefChecks() {
        return brief;
    }

    /** A brief needs no store: its artifacts' bytes travel in the subject. */
    public CheckReport check(BriefUnderReview subject) {
        List<CheckResult> results = new ArrayList<>();
        for (Check<BriefUnderReview> check : brief) {
            results.add(check.run(subject, new EmptyCheckContext()));
        }
        return new CheckReport(ENGINE_ID, results);
    }

    /** Every check the engine knows, for a catalogue view: id, establishes, does not establish. */
    public List<Check<?>> catalogue() {
        List<Check<?>> all = new ArrayList<>(common);
        all.addAll(poll);
        all.addAll(event);
        all.addAll(commentary);
        all.addAll(discover);
        all.addAll(take);
        all.addAll(brief);
        return List.copyOf(all);
    }
}
