package org.copydesk.app.desktop.takes;

import java.util.Optional;

import org.copydesk.app.workflow.release.BindingStatus;
import org.copydesk.app.workflow.release.TakeReview;
import org.copydesk.model.checks.CheckResult;
import org.copydesk.model.release.BriefingTake;

/** Why a take cannot be promoted, in the words an owner reads beside the disabled action; empty when it can. */
final class PromoteBlockers {

    private PromoteBlockers() {
    }

    static Optional<String> of(TakeReview review) {
        BriefingTake take = review.take();
        if (!BriefingTake.DRAFT.equals(take.status())) {
            return Optional.of("This take is " + take.status() + "; only a draft is authorized and promoted.");
        }
        if (review.binding() == BindingStatus.STALE) {
            return Optional.of("This take is stale (" + bindingDetail(review) + "). A stale take is never promoted;"
                    + " for its race, write the current-run fallback instead.");
        }
        if (review.binding() == BindingStatus.UNKNOWN) {
            return Optional.of("No current forecast is known for " + take.raceId()
                    + ", so the take cannot be bound: choose the release tree (Ctrl+O).");
        }
        if (review.report().anyFailed()) {
            return Optional.of("It fails " + String.join(", ", review.report().failedIds())
                    + ". A failing take is never promoted, and no rationale overrides that.");
        }
        return Optional.empty();
    }

    /** What take.binding found differing, without its own "stale: " lead. */
    static String bindingDetail(TakeReview review) {
        String detail = review.report().results().stream().filter(r -> r.checkId().equals("take.binding"))
                .map(CheckResult::detail).findFirst().orElse("not bound to the current forecast");
        return detail.startsWith("stale: ") ? detail.substring("stale: ".length()) : detail;
    }
}
