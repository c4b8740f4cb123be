package org.copydesk.app.workflow.release;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.workflow.DocumentKinds;
import org.copydesk.app.workflow.RefusedException;
import org.copydesk.app.workflow.UserInputException;
import org.copydesk.model.checks.CheckEngine;
import org.copydesk.model.checks.CheckReport;
import org.copydesk.model.checks.release.Bindings;
import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.model.release.AnalystTake;
import org.copydesk.model.release.BriefingTake;
import org.copydesk.model.release.ForecastArtifact;
import org.copydesk.model.release.tree.RaceView;
import org.copydesk.model.release.tree.ReleaseView;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.StoredDocument;

/** Runs every {@code take.*} check on stored v3 takes against the race's current forecast. */
public final class TakeReviewWorkflow {

    private final EvidenceStore store;
    private final CheckEngine engine;
    private final CurrentForecasts forecasts;

    public TakeReviewWorkflow(EvidenceStore store, CheckEngine engine) {
        this.store = store;
        this.engine = engine;
        this.forecasts = new CurrentForecasts(store);
    }

    /** The stored take under {@code approvalSha256}, when it is a v3 briefing. */
    public Optional<BriefingTake> find(String approvalSha256) {
        return store.documents().find(DocumentKinds.ANALYST_TAKE, approvalSha256).flatMap(TakeReviewWorkflow::briefing);
    }

    /** The full id of the one stored take a typed prefix names. */
    public String resolveId(String typed) {
        List<String> ids = store.documents().matchingPrefix(DocumentKinds.ANALYST_TAKE, typed, 2);
        if (ids.isEmpty()) {
            throw new RefusedException("unknown take " + typed + ": import it first");
        }
        if (ids.size() > 1) {
            throw new UserInputException("the prefix " + typed + " matches several takes; give more digits");
        }
        return ids.get(0);
    }

    /** A review against {@code release} when given, else against the imported release's forecast. */
    public Optional<TakeReview> review(String approvalSha256, Optional<ReleaseView> release) {
        return find(approvalSha256).map(take -> review(approvalSha256, take, release));
    }

    public TakeReview review(String id, BriefingTake take, Optional<ReleaseView> release) {
        Optional<ForecastArtifact> forecast = forecasts.forRace(take.raceId(), release);
        CheckReport report = engine.check(take, forecast);
        return new TakeReview(id, take, forecast, binding(take, forecast), report);
    }

    /** Every stored v3 take, in store order; v2 fallbacks carry no prose and no take.* check applies. */
    public List<TakeReview> reviewAll(Optional<ReleaseView> release) {
        List<TakeReview> all = new ArrayList<>();
        for (StoredDocument doc : store.documents().list(DocumentKinds.ANALYST_TAKE)) {
            briefing(doc).ifPresent(take -> all.add(review(doc.idSha256(), take, release)));
        }
        return all;
    }

    /** A review against the release tree in {@code releaseDir} when given, else against the imported release. */
    public Optional<TakeReview> reviewAt(String approvalSha256, Optional<Path> releaseDir) {
        return review(approvalSha256, releaseDir.map(ReleaseTrees::readUsable));
    }

    /** Whether the release tree's current take for {@code raceId} is the authorized copy of the take {@code approvalSha256}. */
    public boolean isCurrentIn(String approvalSha256, String raceId, Path releaseDir) {
        return ReleaseTrees.readUsable(releaseDir).race(raceId).flatMap(RaceView::take)
                .filter(t -> t instanceof BriefingTake b && b.approvalSha256().equals(approvalSha256) && b.isAuthorized())
                .isPresent();
    }

    /** Every stored take, v3 and v2, in store order, bound against {@code releaseDir} or the imported release. */
    public List<StoredTake> listAt(Optional<Path> releaseDir) {
        Optional<ReleaseView> release = releaseDir.map(ReleaseTrees::readUsable);
        List<StoredTake> all = new ArrayList<>();
        for (StoredDocument doc : store.documents().list(DocumentKinds.ANALYST_TAKE)) {
            Optional<AnalystTake> take = decoded(doc);
            if (take.isEmpty()) {
                continue;
            }
            if (take.get() instanceof BriefingTake b) {
                TakeReview review = review(doc.idSha256(), b, release);
                all.add(new StoredTake(doc.idSha256(), doc.schema(), b.raceId(), b.status(), review.binding(),
                        Optional.of(review)));
            } else {
                BindingStatus binding = binding(take.get(), forecasts.forRace(take.get().raceId(), release));
                all.add(new StoredTake(doc.idSha256(), doc.schema(), take.get().raceId(), take.get().status(), binding,
                        Optional.empty()));
            }
        }
        return all;
    }

    private static BindingStatus binding(AnalystTake take, Optional<ForecastArtifact> forecast) {
        if (forecast.isEmpty()) {
            return BindingStatus.UNKNOWN;
        }
        return Bindings.problems(take, forecast.get()).isEmpty() ? BindingStatus.BOUND : BindingStatus.STALE;
    }

    private static Optional<AnalystTake> decoded(StoredDocument doc) {
        try {
            return Documents.decode(doc.body()) instanceof Decoded.Take t ? Optional.of(t.take()) : Optional.empty();
        } catch (MalformedDocumentException e) {
            return Optional.empty();
        }
    }

    private static Optional<BriefingTake> briefing(StoredDocument doc) {
        try {
            return Documents.decode(doc.body()) instanceof Decoded.Take t && t.take() instanceof BriefingTake b
                    ? Optional.of(b) : Optional.empty();
        } catch (MalformedDocumentException e) {
            return Optional.empty();
        }
    }
}
