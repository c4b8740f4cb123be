package org.copydesk.app.desktop.takes;

import java.nio.file.Path;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;
import java.util.Optional;
import java.util.stream.Collectors;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.copydesk.app.desktop.checks.CheckRow;
import org.copydesk.app.desktop.common.DialogService;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.desktop.sign.SigningViewModel;
import org.copydesk.app.desktop.sign.UnlockedKey;
import org.copydesk.app.workflow.release.BindingStatus;
import org.copydesk.app.workflow.release.FallbackRequest;
import org.copydesk.app.workflow.release.FallbackResult;
import org.copydesk.app.workflow.release.PromoteRequest;
import org.copydesk.app.workflow.release.PromoteResult;
import org.copydesk.app.workflow.release.TakeReview;
import org.copydesk.model.checks.release.ReleaseReport;
import org.copydesk.model.release.BriefingTake;
import org.copydesk.model.release.CandidatePath;

/**
 * One analyst take: its digests, status and binding against the release tree in force, the
 * calculated forecast frame, the four model-authored sections with their evidence and marked
 * screen words, and the owner's actions with the plain reason when they are not available.
 */
public final class TakeViewModel {

    static final String AUTHORIZED_ALREADY = "Authorized already: there is nothing left to promote.";

    private final TakeWorkflows workflows;
    private final ReleaseChoice release;
    private final SigningViewModel signing;
    private final OwnerSheetViewModel sheet;
    private final TaskRunner runner;
    private final DialogService dialogs;

    private final ReadOnlyObjectWrapper<Optional<TakeReview>> review = new ReadOnlyObjectWrapper<>(Optional.empty());
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper standingLine = new ReadOnlyStringWrapper("");
    private TakeStanding standing = TakeStanding.DRAFT;
    private boolean checkedAgain;
    private Runnable afterRelease = () -> { };
    private final ReadOnlyObjectWrapper<BindingStatus> binding = new ReadOnlyObjectWrapper<>(BindingStatus.UNKNOWN);
    private final ReadOnlyStringWrapper bindingLine = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper digest = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper forecastDigests = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper releaseLine = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper thesis = new ReadOnlyStringWrapper("");
    private final ObservableList<String> paths = FXCollections.observableArrayList();
    private final ObservableList<TakeSection> sections = FXCollections.observableArrayList();
    private final ObservableList<CheckRow> checks = FXCollections.observableArrayList();
    private final ObservableList<String> pathsView = FXCollections.unmodifiableObservableList(paths);
    private final ObservableList<TakeSection> sectionsView = FXCollections.unmodifiableObservableList(sections);
    private final ObservableList<CheckRow> checksView = FXCollections.unmodifiableObservableList(checks);
    private final ReadOnlyStringWrapper screens = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper blocker = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper canPromote = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canFallback = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper outcome = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper gate = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper gatePassed = new ReadOnlyBooleanWrapper();
    private Runnable notBriefing = () -> { };
    private Optional<String> takeId = Optional.empty();
    private long generation;

    public TakeViewModel(TakeWorkflows workflows, ReleaseChoice release, SigningViewModel signing,
                         OwnerSheetViewModel sheet, TaskRunner runner, DialogService dialogs) {
        this.workflows = workflows;
        this.release = release;
        this.signing = signing;
        this.sheet = sheet;
        this.runner = runner;
        this.dialogs = dialogs;
        releaseLine.set(release.line());
        release.chosenProperty().addListener((obs, old, now) -> {
            releaseLine.set(release.line());
            reload();
        });
        signing.unlockedProperty().addListener((obs, old, now) -> judgePermission());
    }

    /** Shows the take {@code id}, judged against the release tree in force. */
    public void load(String id) {
        load(id, () -> dialogs.showError("Cannot open the take", id + " is not a stored analyst-take.v3"));
    }

    /**
     * Shows the take {@code id}; when it is not an AI-written briefing (a v2 fallback, opened from
     * the queue) {@code notBriefing} runs instead.
     */
    public void load(String id, Runnable notBriefing) {
        this.notBriefing = notBriefing;
        takeId = Optional.of(id);
        outcome.set("");
        gate.set("");
        reload();
    }

    private void reload() {
        if (takeId.isEmpty()) {
            return;
        }
        String id = takeId.get();
        Optional<Path> dir = release.current();
        long asked = ++generation;
        runner.run(progress -> workflows.review(id, dir), read -> {
            if (asked == generation) {
                read.ifPresentOrElse(this::show, notBriefing);
            }
        }, error -> dialogs.showError("Cannot open the take", TakesViewModel.message(error)));
    }

    private void show(TakeReview next) {
        BriefingTake take = next.take();
        review.set(Optional.of(next));
        standing = TakeStanding.DRAFT;
        standingLine.set("");
        title.set("Analyst take · " + take.raceId());
        status.set(take.status());
        binding.set(next.binding());
        bindingLine.set(TakeDetails.binding(next));
        digest.set(next.id());
        forecastDigests.set(TakeDetails.forecastDigests(take));
        thesis.set(take.thesis());
        paths.setAll(take.candidatePaths().stream().map(TakeViewModel::path).toList());
        sections.setAll(TakeDetails.sections(next));
        checks.setAll(TakeDetails.checks(next));
        screens.set(TakeRow.screens(next.report()) + (checkedAgain ? " · run again at "
                + LocalTime.now().truncatedTo(ChronoUnit.SECONDS) : ""));
        checkedAgain = false;
        canFallback.set(next.binding() == BindingStatus.STALE);
        judgePermission();
        readStanding(next);
    }

    /** Whether an owner authorized the take since, and whether it is the current take in the release tree. */
    private void readStanding(TakeReview shown) {
        Optional<Path> dir = release.current();
        long asked = generation;
        runner.run(progress -> workflows.standing(shown.id(), shown.take().raceId(), dir), read -> {
            if (asked == generation) {
                showStanding(read, dir);
            }
        }, error -> dialogs.showError("Cannot read the take's decisions", TakesViewModel.message(error)));
    }

    private void showStanding(TakeStanding read, Optional<Path> dir) {
        standing = read;
        if (!read.authorized()) {
            standingLine.set("");
            return;
        }
        status.set(BriefingTake.AUTHORIZED);
        String where = read.currentInRelease().map(current -> current
                ? "it is the current take for its race in " + dir.orElseThrow()
                : "it is not the current take for its race in " + dir.orElseThrow())
                .orElse("choose the release tree (Ctrl+O) to see whether it is current there");
        standingLine.set("Authorized by " + read.authorizedBy().orElseThrow() + "; " + where + ".");
        judgePermission();
    }

    /** Runs after a promotion or a fallback changed the release: the queue reads its takes again. */
    public void onReleased(Runnable after) {
        afterRelease = after;
    }
    /** The take's own blockers first; then, with a key unlocked, whether its holder is an owner. */
    private void judgePermission() {
        Optional<TakeReview> current = review.get();
        if (current.isEmpty()) {
            return;
        }
        Optional<String> takeBlocker = standing.authorized()
                ? Optional.of(AUTHORIZED_ALREADY)
                : PromoteBlockers.of(current.get());
        Optional<UnlockedKey> key = signing.key();
        if (takeBlocker.isPresent() || key.isEmpty()) {
            setBlocker(takeBlocker);
            return;
        }
        String keyId = key.get().key().publicKey().fingerprint();
        runner.run(progress -> workflows.whyNotPermitted(keyId), this::setBlocker,
                error -> setBlocker(Optional.of(TakesViewModel.message(error))));
    }

    private void setBlocker(Optional<String> why) {
        // An answer about the key may come back after the take was found authorized: that still wins.
        if (standing.authorized()) {
            why = Optional.of(AUTHORIZED_ALREADY);
        }
        blocker.set(why.orElse(""));
        canPromote.set(why.isEmpty());
    }

    /** Authorize &amp; Promote (Ctrl+P): asks for the release tree when none is chosen, then opens the owner's sheet. */
    public void authorize() {
        Optional<TakeReview> current = review.get();
        if (current.isEmpty() || !canPromote.get()) {
            return;
        }
        Optional<Path> dir = release.current().or(release::choose);
        if (dir.isEmpty()) {
            return;
        }
        String id = current.get().id();
        sheet.open(key -> promoteAction(id, dir.get(), key), this::released);
    }

    private OwnerAction promoteAction(String id, Path dir, UnlockedKey key) {
        TakeReview onDisk = workflows.review(id, Optional.of(dir)).orElseThrow(() -> new IllegalStateException(
                id + " is no longer a stored analyst-take.v3"));
        Optional<String> refusal = workflows.whyNotPermitted(key.key().publicKey().fingerprint())
                .or(() -> PromoteBlockers.of(onDisk));
        OwnerWork work = (rationale, signingKey) -> {
            PromoteResult result = workflows.promote(new PromoteRequest(dir, id, rationale, signingKey));
            return new ReleaseOutcome("Promoted into " + dir + ": wrote " + result.archive() + ", replaced the current"
                    + " take and the registry entry; signed decision " + result.decision().decisionSha256() + ".",
                    result.gate());
        };
        return new OwnerAction("Authorize & promote · " + onDisk.take().raceId(), id, TakeRow.screens(onDisk.report()),
                onDisk.report().anyFailed(), true, signerLine(key), refusal, work);
    }

    /** For a stale take's race: replace the tree's stale current take with the prose-free current-run v2. */
    public void writeFallback() {
        Optional<TakeReview> current = review.get();
        if (current.isEmpty() || !canFallback.get()) {
            return;
        }
        Optional<Path> dir = release.current().or(release::choose);
        if (dir.isEmpty()) {
            return;
        }
        String race = current.get().take().raceId();
        sheet.open(key -> fallbackAction(race, dir.get(), key), this::released);
    }

    private OwnerAction fallbackAction(String race, Path dir, UnlockedKey key) {
        OwnerWork work = (rationale, signingKey) -> {
            FallbackResult result = workflows.fallback(new FallbackRequest(dir, race, rationale, signingKey));
            return new ReleaseOutcome("Wrote the current-run fallback to " + result.current() + " in " + dir
                    + " (replaced: " + result.replaced() + ")" + result.withdrawal()
                    .map(d -> "; withdrew the replaced take with decision " + d.decisionSha256()).orElse("") + ".",
                    result.gate());
        };
        return new OwnerAction("Write current-run fallback · " + race, "analyst-take/" + race + "/current.json in "
                + dir, "A fallback is prose-free analyst-take.v2: no screens apply and it never carries AI labels.",
                false, false, signerLine(key), Optional.empty(), work);
    }

    private static String signerLine(UnlockedKey key) {
        return "Signs as " + key.signerLine();
    }

    private void released(ReleaseOutcome done) {
        outcome.set(done.wrote());
        gatePassed.set(done.gate().passed());
        gate.set(gateLine(done.gate()));
        reload();
        afterRelease.run();
    }

    static String gateLine(ReleaseReport report) {
        if (report.passed()) {
            return "Gate passed: all " + report.results().size() + " release checks pass.";
        }
        return "Gate failed: " + report.results().stream().filter(r -> r.failed())
                .map(r -> r.checkId() + " — " + r.detail()).collect(Collectors.joining("; "));
    }

    public ReadOnlyObjectProperty<Optional<TakeReview>> reviewProperty() {
        return review.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** "Authorized by olu.owner on …; it is the current take for its race in …"; empty for a draft. */
    public ReadOnlyStringProperty standingProperty() {
        return standingLine.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<BindingStatus> bindingProperty() {
        return binding.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty bindingLineProperty() {
        return bindingLine.getReadOnlyProperty();
    }

    /** The approval_sha256 an owner signs. */
    public ReadOnlyStringProperty digestProperty() {
        return digest.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty forecastDigestsProperty() {
        return forecastDigests.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty releaseLineProperty() {
        return releaseLine.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty thesisProperty() {
        return thesis.getReadOnlyProperty();
    }

    public ObservableList<String> candidatePaths() {
        return pathsView;
    }

    public ObservableList<TakeSection> sections() {
        return sectionsView;
    }

    public ObservableList<CheckRow> checks() {
        return checksView;
    }

    public ReadOnlyStringProperty screensProperty() {
        return screens.getReadOnlyProperty();
    }

    /** Why Authorize &amp; Promote is disabled, in plain words; empty when it is not. */
    public ReadOnlyStringProperty blockerProperty() {
        return blocker.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canPromoteProperty() {
        return canPromote.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canFallbackProperty() {
        return canFallback.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty outcomeProperty() {
        return outcome.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty gateProperty() {
        return gate.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty gatePassedProperty() {
        return gatePassed.getReadOnlyProperty();
    }

    /** Ctrl+R: the take read and screened again; its screens line then says when. */
    public void checkAgain() {
        if (takeId.isEmpty()) {
            return;
        }
        checkedAgain = true;
        reload();
    }

    public void chooseRelease() {
        release.choose();
    }

    /** "Marcus Ode — Needs a polling shift …": one line of the deterministic forecast frame. */
    static String path(CandidatePath path) {
        return path.candidate() + " — " + path.path();
    }
}
