package org.copydesk.model.checks.release;

import java.util.ArrayList;
import java.util.List;

import org.copydesk.model.release.AnalystTake;
import org.copydesk.model.release.ForecastArtifact;

/** FORMATS §5: a take is current only when its three bindings match the race's forecast artifact. */
public final class Bindings {

    private Bindings() {
    }

    /** Every binding that differs, named; empty when the take is bound to {@code forecast}. */
    public static List<String> problems(AnalystTake take, ForecastArtifact forecast) {
        List<String> problems = new ArrayList<>();
        if (!take.raceId().equals(forecast.raceId())) {
            problems.add("race_id " + take.raceId() + " differs from the forecast's " + forecast.raceId());
        }
        if (!take.forecastRunId().equals(forecast.runId())) {
            problems.add("forecast_run_id " + take.forecastRunId() + " differs from the current " + forecast.runId());
        }
        if (!take.artifactSha256().equals(forecast.artifactSha256())) {
            problems.add("artifact_sha256 " + take.artifactSha256() + " differs from the current "
                    + forecast.artifactSha256());
        }
        if (!take.dataCutoff().equals(forecast.dataCutoff())) {
            problems.add("data_cutoff " + take.dataCutoff() + " differs from the current " + forecast.dataCutoff());
        }
        return List.copyOf(problems);
    }
}
