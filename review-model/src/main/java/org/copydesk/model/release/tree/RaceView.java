package org.copydesk.model.release.tree;

import java.util.Optional;

import org.copydesk.model.release.AnalystTake;
import org.copydesk.model.release.ForecastArtifact;
import org.copydesk.model.release.RaceEntry;

/**
 * One registry race as found in the tree: its forecast and current take, each either read
 * or with the one-line reason it could not be ({@code forecastProblem}, {@code takeProblem}).
 */
public record RaceView(RaceEntry entry, Optional<ForecastArtifact> forecast, Optional<String> forecastProblem,
                       Optional<byte[]> takeBytes, Optional<AnalystTake> take, Optional<String> takeProblem) {

    public String raceId() {
        return entry.raceId();
    }
}
