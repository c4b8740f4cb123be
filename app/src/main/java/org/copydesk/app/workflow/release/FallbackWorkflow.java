package org.copydesk.app.workflow.release;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.workflow.DocumentKinds;
import org.copydesk.app.workflow.RefusedException;
import org.copydesk.app.workflow.UserInputException;
import org.copydesk.app.workflow.decide.DecideRequest;
import org.copydesk.app.workflow.decide.DecisionWorkflow;
import org.copydesk.app.workflow.decide.RosterWorkflow;
import org.copydesk.importers.release.DirectoryReleaseFiles;
import org.copydesk.model.checks.release.Bindings;
import org.copydesk.model.decision.DecisionRules;
import org.copydesk.model.decision.ReviewDecision;
import org.copydesk.model.checks.release.DecisionLogPin;
import org.copydesk.model.json.CanonicalJson;
import org.copydesk.model.release.AnalystTake;
import org.copydesk.model.release.BriefingTake;
import org.copydesk.model.release.FallbackTakes;
import org.copydesk.model.release.ForecastArtifact;
import org.copydesk.model.release.tree.RaceView;
import org.copydesk.model.release.tree.ReleaseFiles;
import org.copydesk.model.release.tree.ReleaseView;
import org.copydesk.store.EvidenceStore;

/**
 * The owner's current-run fallback (FORMATS §5, docs/decisions/0042-fallback-command.md): replaces a stale,
 * missing or unreadable current take with a prose-free {@code analyst-take.v2} bound to the
 * race's current forecast, clears the registry's archive pointer, and runs the gate. A fallback
 * never carries labels. A replaced v3 take known to the store is withdrawn by a signed {@code reject}.
 */
public final class FallbackWorkflow {

    private final EvidenceStore store;
    private final RosterWorkflow roster;
    private final DecisionWorkflow decisions;
    private final GateWorkflow gate;

    public FallbackWorkflow(EvidenceStore store, RosterWorkflow roster, DecisionWorkflow decisions, GateWorkflow gate) {
        this.store = store;
        this.roster = roster;
        this.decisions = decisions;
        this.gate = gate;
    }

    public FallbackResult writeFallback(FallbackRequest request) {
        if (request.rationale() == null || request.rationale().isBlank()) {
            throw new RefusedException("a fallback needs a rationale: say why the current take is withdrawn");
        }
        OwnerKeys.requireOwner(roster, request.key(), "write a fallback take");
        ReleaseView view = ReleaseTrees.readUsable(request.releaseDir());
        RaceView race = view.race(request.raceId()).orElseThrow(() -> new RefusedException(
                "the release registry has no race " + request.raceId()));
        ForecastArtifact forecast = race.forecast().orElseThrow(() -> new RefusedException(
                "no current forecast to bind a fallback to: " + race.forecastProblem().orElse("missing")));
        String replaced = whyReplaceable(race, forecast);

        Optional<ReviewDecision> withdrawal = withdraw(race, request);
        ObjectNode fallback = FallbackTakes.forForecast(forecast);
        ObjectNode registry = ((ObjectNode) view.registry().orElseThrow().json()).deepCopy();
        RegistryEdits.setArchive(registry, race.raceId(), Optional.empty());
        DirectoryReleaseFiles files = new DirectoryReleaseFiles(request.releaseDir());
        ReleaseWriter writer = new ReleaseWriter()
                .replace(resolve(files, race.entry().analystTake()), CanonicalJson.bytes(fallback))
                .replace(resolve(files, ReleaseFiles.REGISTRY), RegistryEdits.bytes(registry));
        // The release keeps pinning the history, now up to the withdrawal when one was signed.
        store.log().latestCheckpoint().ifPresent(c -> writer.replace(resolve(files, DecisionLogPin.PATH), c.document()));
        writer.commit();
        return new FallbackResult(race.entry().analystTake(), replaced, withdrawal,
                gate.gate(request.releaseDir()));
    }

    /** Why the current take may be replaced; refused when it is current, since that would withdraw a good take silently. */
    private static String whyReplaceable(RaceView race, ForecastArtifact forecast) {
        if (race.take().isEmpty()) {
            return race.takeProblem().orElse("no current take");
        }
        List<String> stale = Bindings.problems(race.take().get(), forecast);
        if (stale.isEmpty()) {
            throw new RefusedException(race.entry().analystTake() + " is bound to the current forecast "
                    + forecast.runId() + "; a fallback replaces only a stale, missing or unreadable take");
        }
        return "stale: " + String.join("; ", stale);
    }

    private Optional<ReviewDecision> withdraw(RaceView race, FallbackRequest request) {
        Optional<AnalystTake> take = race.take();
        if (take.isEmpty() || !(take.get() instanceof BriefingTake briefing)
                || store.documents().find(DocumentKinds.ANALYST_TAKE, briefing.approvalSha256()).isEmpty()) {
            return Optional.empty();
        }
        String id = briefing.approvalSha256();
        // The take is withdrawn over the checks the store's own review of it gives.
        return Optional.of(decisions.decide(new DecideRequest(List.of(id), DecisionRules.REJECT, request.rationale(),
                Optional.empty(), request.key())).decision());
    }

    private static Path resolve(DirectoryReleaseFiles files, String relativePath) {
        return files.resolve(relativePath).orElseThrow(() -> new UserInputException(
                relativePath + " is not a path inside the release tree"));
    }
}
