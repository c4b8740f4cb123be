package org.copydesk.model.checks;

import java.util.Optional;

import org.copydesk.model.release.BriefingTake;
import org.copydesk.model.release.ForecastArtifact;

/**
 * A v3 take with the race's current forecast artifact, when one is known; without it
 * {@code take.binding} is not applicable and candidate names come from the take's packet.
 */
public record TakeUnderReview(BriefingTake take, Optional<ForecastArtifact> currentForecast) {
}
