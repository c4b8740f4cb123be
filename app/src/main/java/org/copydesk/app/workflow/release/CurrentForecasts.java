package org.copydesk.app.workflow.release;

import java.util.Optional;

import org.copydesk.app.workflow.DocumentKinds;
import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.model.release.ForecastArtifact;
import org.copydesk.model.release.tree.ReleaseView;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.StoredDocument;

/**
 * Which forecast artifact is a race's current one: the one a given release tree names, or
 * else the one most recently imported from a release tree ({@code …/forecasts/<race>/forecast.json};
 * docs/decisions/0040-current-forecast-binding.md). Empty when neither knows the race;
 * {@code take.binding} is then not applicable.
 */
public final class CurrentForecasts {

    private final EvidenceStore store;

    public CurrentForecasts(EvidenceStore store) {
        this.store = store;
    }

    public Optional<ForecastArtifact> forRace(String raceId, Optional<ReleaseView> release) {
        if (release.isPresent()) {
            return release.get().race(raceId).flatMap(r -> r.forecast());
        }
        return imported(raceId);
    }

    public Optional<ForecastArtifact> imported(String raceId) {
        String releasePath = "forecasts/" + raceId + "/forecast.json";
        for (StoredDocument doc : store.documents().newestFirst(DocumentKinds.FORECAST_ARTIFACT)) {
            if (!doc.raceId().equals(Optional.of(raceId)) || !doc.label().map(l -> l.endsWith(releasePath)).orElse(false)) {
                continue;
            }
            try {
                if (Documents.decode(doc.body()) instanceof Decoded.Forecast forecast) {
                    return Optional.of(forecast.artifact());
                }
            } catch (MalformedDocumentException e) {
                // Stored documents were readable when imported; an unreadable one is simply not current.
            }
        }
        return Optional.empty();
    }
}
