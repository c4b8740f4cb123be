package org.copydesk.app.workflow.check;

import java.time.Clock;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.workflow.BriefCheckWorkflow;
import org.copydesk.app.workflow.DocumentKinds;
import org.copydesk.app.workflow.decide.VerifyWorkflow;
import org.copydesk.model.checks.CheckContext;
import org.copydesk.model.checks.CheckEngine;
import org.copydesk.model.checks.CheckReport;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.store.CheckState;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.StoredDocument;

/**
 * Runs the deterministic checks on stored records and remembers each run's outcome for the
 * queue. Copydesk never takes a verdict from upstream: every result here is recomputed.
 */
public final class CheckWorkflow {

    private final EvidenceStore store;
    private final VerifyWorkflow verify;
    private final CheckEngine engine;
    private final Clock clock;

    public CheckWorkflow(EvidenceStore store, VerifyWorkflow verify, CheckEngine engine, Clock clock) {
        this.store = store;
        this.verify = verify;
        this.engine = engine;
        this.clock = clock;
    }

    public CheckContext context() {
        return new StoreCheckContext(store, verify::verifyAll);
    }

    public CheckReport check(ShadowRun run) {
        return check(run, context());
    }

    private CheckReport check(ShadowRun run, CheckContext context) {
        CheckReport report = engine.check(run, context);
        remember(List.of(new RecordChecks(run.recordSha256(), DocumentKinds.SHADOW_RUN, report)));
        return report;
    }

    public Optional<RecordChecks> checkRun(String recordSha256) {
        return store.runs().find(recordSha256)
                .map(run -> new RecordChecks(recordSha256, DocumentKinds.SHADOW_RUN, check(run)));
    }

    /** Every stored research brief, checked against its artifacts' bytes. */
    public List<RecordChecks> checkAllBriefs() {
        BriefCheckWorkflow briefs = new BriefCheckWorkflow(store, engine);
        List<RecordChecks> all = new ArrayList<>();
        for (StoredDocument brief : store.documents().list(DocumentKinds.RESEARCH_BRIEF)) {
            all.add(new RecordChecks(brief.idSha256(), DocumentKinds.RESEARCH_BRIEF, briefs.checkBrief(brief.idSha256())));
        }
        return all;
    }

    public Optional<RecordChecks> checkBrief(String briefSha256) {
        return store.documents().find(DocumentKinds.RESEARCH_BRIEF, briefSha256).map(doc -> new RecordChecks(
                briefSha256, DocumentKinds.RESEARCH_BRIEF, new BriefCheckWorkflow(store, engine).checkBrief(briefSha256)));
    }

    /** Every run in the store, checked against one shared store context. */
    public List<RecordChecks> checkAllRuns() {
        CheckContext context = context();
        List<RecordChecks> all = new ArrayList<>();
        for (String id : store.runs().allIds()) {
            store.runs().find(id).ifPresent(run ->
                    all.add(new RecordChecks(id, DocumentKinds.SHADOW_RUN, engine.check(run, context))));
        }
        remember(all);
        return all;
    }

    private void remember(List<RecordChecks> checks) {
        String now = clock.instant().truncatedTo(ChronoUnit.SECONDS).toString();
        List<CheckState> states = new ArrayList<>(checks.size());
        for (RecordChecks each : checks) {
            states.add(new CheckState(each.id(), each.report().engine(), each.report().resultsSha256(),
                    each.report().failedIds(), now));
        }
        store.checkStates().putAll(states);
    }
}
