package org.copydesk.model.release.tree;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.model.release.AnalystTake;
import org.copydesk.model.release.ForecastArtifact;
import org.copydesk.model.release.RaceEntry;
import org.copydesk.model.release.RaceRegistry;

/**
 * A release tree read through {@link ReleaseFiles} (FORMATS §5): the registry, each race's
 * forecast and current take, and the archive. Malformed pieces are recorded with a reason,
 * never thrown, so that the gate and the window can name every problem at once.
 */
public record ReleaseView(Optional<RaceRegistry> registry, Optional<String> registryProblem, List<RaceView> races,
                          Map<String, byte[]> archive) {

    public static ReleaseView of(ReleaseFiles files) {
        Map<String, byte[]> archive = new LinkedHashMap<>();
        for (String name : files.archiveNames()) {
            files.read(ReleaseFiles.ARCHIVE_DIR + "/" + name).ifPresent(bytes -> archive.put(name, bytes));
        }
        Optional<byte[]> registryBytes = files.read(ReleaseFiles.REGISTRY);
        if (registryBytes.isEmpty()) {
            return new ReleaseView(Optional.empty(), Optional.of(ReleaseFiles.REGISTRY + ": missing"), List.of(), archive);
        }
        RaceRegistry registry;
        try {
            Decoded decoded = Documents.decode(registryBytes.get());
            if (!(decoded instanceof Decoded.Registry reg)) {
                return new ReleaseView(Optional.empty(), Optional.of(ReleaseFiles.REGISTRY + ": a "
                        + decoded.schema() + ", not a " + RaceRegistry.SCHEMA), List.of(), archive);
            }
            registry = reg.registry();
        } catch (MalformedDocumentException e) {
            return new ReleaseView(Optional.empty(), Optional.of(ReleaseFiles.REGISTRY + ": " + e.getMessage()),
                    List.of(), archive);
        }
        List<RaceView> races = new ArrayList<>();
        for (RaceEntry entry : registry.races()) {
            races.add(race(files, entry));
        }
        return new ReleaseView(Optional.of(registry), Optional.empty(), List.copyOf(races), archive);
    }

    public Optional<RaceView> race(String raceId) {
        return races.stream().filter(r -> r.raceId().equals(raceId)).findFirst();
    }

    private static RaceView race(ReleaseFiles files, RaceEntry entry) {
        Optional<ForecastArtifact> forecast = Optional.empty();
        Optional<String> forecastProblem = Optional.empty();
        Optional<byte[]> forecastBytes = files.read(entry.forecast());
        if (forecastBytes.isEmpty()) {
            forecastProblem = Optional.of(entry.forecast() + ": missing");
        } else {
            try {
                Decoded decoded = Documents.decode(forecastBytes.get());
                if (decoded instanceof Decoded.Forecast f) {
                    forecast = Optional.of(f.artifact());
                } else {
                    forecastProblem = Optional.of(entry.forecast() + ": a " + decoded.schema() + ", not a "
                            + ForecastArtifact.SCHEMA);
                }
            } catch (MalformedDocumentException e) {
                forecastProblem = Optional.of(entry.forecast() + ": " + e.getMessage());
            }
        }
        Optional<AnalystTake> take = Optional.empty();
        Optional<String> takeProblem = Optional.empty();
        Optional<byte[]> takeBytes = files.read(entry.analystTake());
        if (takeBytes.isEmpty()) {
            takeProblem = Optional.of(entry.analystTake() + ": missing");
        } else {
            try {
                Decoded decoded = Documents.decode(takeBytes.get());
                if (decoded instanceof Decoded.Take t) {
                    take = Optional.of(t.take());
                } else {
                    takeProblem = Optional.of(entry.analystTake() + ": a " + decoded.schema()
                            + ", not an analyst take");
                }
            } catch (MalformedDocumentException e) {
                takeProblem = Optional.of(entry.analystTake() + ": " + e.getMessage());
            }
        }
        return new RaceView(entry, forecast, forecastProblem, takeBytes, take, takeProblem);
    }
}
