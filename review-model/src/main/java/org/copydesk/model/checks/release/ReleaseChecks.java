package org.copydesk.model.checks.release;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.checks.CheckContext;
import org.copydesk.model.checks.CheckEngine;
import org.copydesk.model.checks.CheckReport;
import org.copydesk.model.checks.Outcome;
import org.copydesk.model.decision.DecisionRules;
import org.copydesk.model.json.Sha256;
import org.copydesk.model.release.AnalystTake;
import org.copydesk.model.release.BriefingTake;
import org.copydesk.model.release.FallbackTake;
import org.copydesk.model.release.FallbackTakes;
import org.copydesk.model.release.RaceEntry;
import org.copydesk.model.release.TakeAuthorization;
import org.copydesk.model.release.tree.RaceView;
import org.copydesk.model.release.tree.ReleaseFiles;
import org.copydesk.model.release.tree.ReleasePaths;
import org.copydesk.model.release.tree.ReleaseView;

/** The evaluators behind the {@code release.*} checks of CHECKS.md. */
final class ReleaseChecks {

    private ReleaseChecks() {
    }

    static Outcome registry(ReleaseUnderGate subject, CheckContext context) {
        ReleaseView view = subject.view();
        if (view.registryProblem().isPresent()) {
            return Outcome.failed(view.registryProblem().get());
        }
        List<String> problems = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (RaceView race : view.races()) {
            RaceEntry entry = race.entry();
            if (!seen.add(entry.raceId())) {
                problems.add("race " + entry.raceId() + " is registered twice");
            }
            ReleasePaths.unsafe(entry.forecast()).ifPresent(p -> problems.add(entry.raceId() + ": forecast is " + p));
            ReleasePaths.unsafe(entry.analystTake()).ifPresent(p -> problems.add(entry.raceId() + ": analyst_take is " + p));
            race.forecastProblem().ifPresent(p -> problems.add(entry.raceId() + ": " + p));
            race.forecast().ifPresent(f -> {
                if (!f.raceId().equals(entry.raceId())) {
                    problems.add(entry.raceId() + ": " + entry.forecast() + " is the forecast of " + f.raceId());
                }
            });
            if (race.takeBytes().isEmpty()) {
                problems.add(entry.raceId() + ": " + entry.analystTake() + " is missing");
            }
            entry.analystTakeArchiveSha256().ifPresent(sha -> {
                if (!Sha256.isHex(sha)) {
                    problems.add(entry.raceId() + ": analyst_take_archive_sha256 \"" + sha + "\" is not a SHA-256");
                } else if (!view.archive().containsKey(sha + ".json")) {
                    problems.add(entry.raceId() + ": names the archive " + ReleasePaths.archive(sha)
                            + ", which is missing");
                }
            });
        }
        return Outcome.of(problems, view.races().size() + " race(s) registered; every named file is present");
    }

    static Outcome takeCurrent(ReleaseUnderGate subject, CheckContext context) {
        if (subject.view().registry().isEmpty()) {
            return Outcome.failed("no readable registry, so no race has a current take");
        }
        List<String> problems = new ArrayList<>();
        CheckEngine engine = new CheckEngine();
        for (RaceView race : subject.view().races()) {
            String id = race.raceId();
            if (race.take().isEmpty()) {
                problems.add(id + ": " + race.takeProblem().orElse("no current take"));
                continue;
            }
            AnalystTake take = race.take().get();
            if (race.forecast().isEmpty()) {
                problems.add(id + ": cannot bind the current take: " + race.forecastProblem().orElse("no forecast"));
                continue;
            }
            Bindings.problems(take, race.forecast().get()).forEach(p -> problems.add(id + ": stale: " + p));
            if (take instanceof FallbackTake fallback) {
                if (!FallbackTakes.UNAVAILABLE.equals(fallback.status())) {
                    problems.add(id + ": a v2 fallback has status " + fallback.status() + ", not " + FallbackTakes.UNAVAILABLE);
                }
                JsonNode effect = fallback.forecastEffect();
                if (!effect.isIntegralNumber() || effect.bigIntegerValue().signum() != 0) {
                    problems.add(id + ": forecast_effect is " + effect + ", not the integer 0");
                }
            } else if (take instanceof BriefingTake briefing) {
                // A published briefing must still pass every take.* screen against this tree's forecast:
                // an edit after authorization shows here even when archive and pointer were edited together.
                CheckReport report = engine.check(briefing, race.forecast());
                if (report.anyFailed()) {
                    problems.add(id + ": the current take fails " + String.join(", ", report.failedIds()));
                }
            }
        }
        return Outcome.of(problems, "every current take is well-formed and bound to its race's current forecast");
    }

    static Outcome takeArchive(ReleaseUnderGate subject, CheckContext context) {
        ReleaseView view = subject.view();
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, byte[]> file : view.archive().entrySet()) {
            String named = file.getKey().endsWith(".json")
                    ? file.getKey().substring(0, file.getKey().length() - ".json".length()) : file.getKey();
            String actual = Sha256.hex(file.getValue());
            if (!named.equals(actual)) {
                problems.add(ReleaseFiles.ARCHIVE_DIR + "/" + file.getKey() + " holds bytes whose SHA-256 is " + actual);
            }
        }
        for (RaceView race : view.races()) {
            if (race.takeBytes().isEmpty()) {
                continue;
            }
            boolean authorized = race.take().map(ReleaseChecks::isAuthorizedBriefing).orElse(false);
            Optional<String> named = race.entry().analystTakeArchiveSha256();
            if (named.isEmpty()) {
                if (authorized) {
                    problems.add(race.raceId() + ": an authorized current take, but the registry names no archive");
                }
                continue;
            }
            byte[] archived = view.archive().get(named.get() + ".json");
            if (archived == null) {
                problems.add(race.raceId() + ": the archive " + ReleasePaths.archive(named.get()) + " is missing");
            } else if (!Arrays.equals(archived, race.takeBytes().get())) {
                problems.add(race.raceId() + ": " + race.entry().analystTake() + " differs from the archive "
                        + ReleasePaths.archive(named.get()));
            }
        }
        return Outcome.of(problems, "every archived take is named by its digest and matches its current pointer");
    }

    static Outcome takeAuthorized(ReleaseUnderGate subject, CheckContext context) {
        List<String> problems = new ArrayList<>();
        int briefings = 0;
        for (RaceView race : subject.view().races()) {
            if (race.take().isEmpty() || !(race.take().get() instanceof BriefingTake briefing)) {
                continue;
            }
            briefings++;
            authorizationProblem(briefing, subject.authorizations()).ifPresent(p -> problems.add(race.raceId() + ": " + p));
        }
        if (briefings == 0 && problems.isEmpty()) {
            return Outcome.notApplicable("no current take is a v3 briefing");
        }
        return Outcome.of(problems, "every current v3 take carries a valid owner authorization");
    }

    private static Optional<String> authorizationProblem(BriefingTake take, OwnerAuthorizations store) {
        if (!take.isAuthorized()) {
            return Optional.of("the current take is a " + take.status() + ", not " + BriefingTake.AUTHORIZED);
        }
        if (take.authorization().isEmpty()) {
            return Optional.of("the authorized take has no authorization block");
        }
        JsonNode block = take.authorization().get();
        List<String> wrong = new ArrayList<>();
        expect(block, "policy", TakeAuthorization.POLICY, wrong);
        expect(block, "decision", DecisionRules.OWNER_AUTHORIZED, wrong);
        expect(block, "role", "owner", wrong);
        if (!block.path("residual_ai_risk_accepted").isBoolean() || !block.get("residual_ai_risk_accepted").asBoolean()) {
            wrong.add("residual_ai_risk_accepted is not true");
        }
        if (!wrong.isEmpty()) {
            return Optional.of("authorization " + String.join(", ", wrong));
        }
        String decisionSha = block.path("decision_sha256").asText("");
        List<OwnerAuthorization> valid = store.validFor(take.approvalSha256());
        if (valid.isEmpty()) {
            return Optional.of("no valid owner decision in the store authorizes approval_sha256 " + take.approvalSha256());
        }
        Optional<OwnerAuthorization> named = valid.stream().filter(a -> a.decisionSha256().equals(decisionSha)).findFirst();
        if (named.isEmpty()) {
            return Optional.of("authorization.decision_sha256 " + decisionSha
                    + " is not a valid owner decision on this take in the store");
        }
        if (!named.get().reviewerId().equals(block.path("reviewer_id").asText(""))
                || !named.get().keyId().equals(block.path("key_id").asText(""))) {
            return Optional.of("authorization names a reviewer or key other than the decision's");
        }
        return Optional.empty();
    }

    private static void expect(JsonNode block, String field, String value, List<String> wrong) {
        if (!value.equals(block.path(field).asText(""))) {
            wrong.add(field + " is not " + value);
        }
    }

    static Outcome fallbackLabels(ReleaseUnderGate subject, CheckContext context) {
        List<String> problems = new ArrayList<>();
        for (RaceView race : subject.view().races()) {
            if (race.take().isEmpty()) {
                continue;
            }
            AnalystTake take = race.take().get();
            if (take instanceof FallbackTake fallback && fallback.carriesLabels()) {
                problems.add(race.raceId() + ": a v2 fallback carries labels " + fallback.json().get("labels"));
            }
            if (take instanceof BriefingTake briefing && !briefing.isAuthorized() && briefing.labels().isPresent()) {
                problems.add(race.raceId() + ": a " + briefing.status() + " take carries labels " + briefing.labels().get());
            }
        }
        return Outcome.of(problems, "no fallback or draft carries AI-authored labels");
    }

    private static boolean isAuthorizedBriefing(AnalystTake take) {
        return take instanceof BriefingTake briefing && briefing.isAuthorized();
    }
}
