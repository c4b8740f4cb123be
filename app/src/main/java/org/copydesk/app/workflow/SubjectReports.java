package org.copydesk.app.workflow;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.workflow.check.CheckWorkflow;
import org.copydesk.app.workflow.check.RecordChecks;
import org.copydesk.app.workflow.decide.ResolvedSubject;
import org.copydesk.app.workflow.decide.SubjectChecks;
import org.copydesk.app.workflow.release.TakeReview;
import org.copydesk.app.workflow.release.TakeReviewWorkflow;
import org.copydesk.model.checks.CheckEngine;
import org.copydesk.model.checks.CheckReport;
import org.copydesk.model.checks.CheckResult;

/**
 * What the checks say now about a document or a decision's subject: runs and briefs checked
 * by the check workflow, a take against the imported release's current forecast.
 */
public final class SubjectReports implements SubjectChecks {

    private final CheckWorkflow checks;
    private final TakeReviewWorkflow takes;

    public SubjectReports(CheckWorkflow checks, TakeReviewWorkflow takes) {
        this.checks = checks;
        this.takes = takes;
    }

    /** A take or brief checked now; empty for other kinds and for what cannot be checked. */
    public Optional<CheckReport> documentReport(String kind, String id) {
        if (kind.equals(DocumentKinds.ANALYST_TAKE)) {
            return takes.review(id, Optional.empty()).map(TakeReview::report);
        }
        if (kind.equals(DocumentKinds.RESEARCH_BRIEF)) {
            return checks.checkBrief(id).map(RecordChecks::report);
        }
        return Optional.empty();
    }

    @Override
    public Optional<CheckReport> reportFor(ResolvedSubject subject) {
        switch (subject.kind()) {
            case SHADOW_RUN:
            case DUPLICATE_PAIR:
                List<CheckResult> results = new ArrayList<>();
                for (String sha : subject.sha256()) {
                    checks.checkRun(sha).ifPresent(r -> results.addAll(r.report().results()));
                }
                return Optional.of(new CheckReport(CheckEngine.ENGINE_ID, results));
            case RESEARCH_BRIEF:
                return documentReport(DocumentKinds.RESEARCH_BRIEF, subject.sha256().get(0));
            case DECISION:
                return Optional.empty();
            case ANALYST_TAKE:
                // A v2 fallback has no take.* checks: its report is empty, not missing.
                return Optional.of(documentReport(DocumentKinds.ANALYST_TAKE, subject.sha256().get(0))
                        .orElse(new CheckReport(CheckEngine.ENGINE_ID, List.of())));
            default:
                return Optional.of(new CheckReport(CheckEngine.ENGINE_ID, List.of()));
        }
    }
}
