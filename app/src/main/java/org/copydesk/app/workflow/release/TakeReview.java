package org.copydesk.app.workflow.release;

import java.util.Optional;

import org.copydesk.model.checks.CheckReport;
import org.copydesk.model.release.BriefingTake;
import org.copydesk.model.release.ForecastArtifact;

/**
 * What a take view shows: the take, the forecast it was checked against, its binding status
 * and every {@code take.*} result, with the sentence the UI must show beside them.
 */
public record TakeReview(String id, BriefingTake take, Optional<ForecastArtifact> currentForecast,
                         BindingStatus binding, CheckReport report) {

    /** CHECKS.md: shown beside every take. */
    public static final String SCREEN_NOTICE = "These screens catch known failure modes; they cannot prove semantic "
            + "entailment.";

    /** Whether an owner may promote it: bound to the current forecast and every check passing. */
    public boolean promotable() {
        return binding == BindingStatus.BOUND && !report.anyFailed() && BriefingTake.DRAFT.equals(take.status());
    }
}
