package org.copydesk.app.workflow.release;

import java.util.Optional;

import org.copydesk.model.checks.release.ReleaseReport;
import org.copydesk.model.decision.ReviewDecision;

/**
 * What a fallback wrote: the pointer path (relative to the release root), the replaced take's
 * problem, the {@code reject} decision withdrawing a replaced v3 take known to the store, and the gate.
 */
public record FallbackResult(String current, String replaced, Optional<ReviewDecision> withdrawal,
                             ReleaseReport gate) {
}
