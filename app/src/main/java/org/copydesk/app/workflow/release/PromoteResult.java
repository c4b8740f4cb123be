package org.copydesk.app.workflow.release;

import org.copydesk.model.checks.release.ReleaseReport;
import org.copydesk.model.decision.ReviewDecision;

/** What a promotion wrote: the archive (relative to the release root), the signed decision and the gate after it. */
public record PromoteResult(String archive, String approvalSha256, ReviewDecision decision, ReleaseReport gate) {
}
