package org.copydesk.app.workflow.release;

import java.util.Optional;

/**
 * One stored take as the takes list shows it: a v3 briefing with its review, or a prose-free
 * v2 fallback, to which no {@code take.*} check applies but whose binding is still known.
 */
public record StoredTake(String id, String schema, String raceId, String status, BindingStatus binding,
                         Optional<TakeReview> review) {
}
