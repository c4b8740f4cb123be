package org.copydesk.app.desktop.briefs;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.copydesk.app.desktop.checks.CheckRow;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.desktop.decide.DecisionDraft;
import org.copydesk.app.desktop.decide.DecisionHistoryViewModel;
import org.copydesk.app.desktop.decide.DecisionSheetViewModel;
import org.copydesk.app.desktop.decide.QuickPicks;
import org.copydesk.model.brief.BriefClaim;
import org.copydesk.model.brief.ByteRangeCitation;
import org.copydesk.model.brief.ResearchBrief;
import org.copydesk.model.checks.BriefUnderReview;
import org.copydesk.model.checks.Check;
import org.copydesk.model.checks.CheckReport;
import org.copydesk.model.checks.CheckResult;
import org.copydesk.model.checks.Verdict;
import org.copydesk.model.decision.DecisionRules;
import org.copydesk.model.decision.SubjectKind;

/**
 * One research brief under review: its question and digest, its claims with every quote placed
 * at its byte range, what it supports and does not prove, its checks, and its decisions. A and R
 * open the decision sheet on {@code brief_sha256}, as for a run.
 */
public final class BriefViewModel {

    private final BriefSource briefs;
    private final Map<String, Check<?>> catalogue = new HashMap<>();
    private final TaskRunner runner;
    private final DecisionHistoryViewModel history;
    private final DecisionSheetViewModel sheet;
    private final Runnable afterDecided;

    private final ReadOnlyBooleanWrapper loaded = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper briefSha256 = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper question = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper sources = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper checksSummary = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper checksFailed = new ReadOnlyBooleanWrapper();
    private final ObservableList<ClaimItem> claims = FXCollections.observableArrayList();
    private final ObservableList<ClaimItem> claimsView = FXCollections.unmodifiableObservableList(claims);
    private final ObservableList<String> supports = FXCollections.observableArrayList();
    private final ObservableList<String> supportsView = FXCollections.unmodifiableObservableList(supports);
    private final ObservableList<String> doesNotProve = FXCollections.observableArrayList();
    private final ObservableList<String> doesNotProveView = FXCollections.unmodifiableObservableList(doesNotProve);
    private final ObservableList<CheckRow> checks = FXCollections.observableArrayList();
    private final ObservableList<CheckRow> checksView = FXCollections.unmodifiableObservableList(checks);
    private long generation;

    public BriefViewModel(BriefSource briefs, List<Check<?>> catalogue, TaskRunner runner, DecisionHistoryViewModel history,
                          DecisionSheetViewModel sheet, Runnable afterDecided) {
        this.briefs = briefs;
        catalogue.forEach(c -> this.catalogue.putIfAbsent(c.id(), c));
        this.runner = runner;
        this.history = history;
        this.sheet = sheet;
        this.afterDecided = afterDecided;
    }

    /** Reads the brief, places its quotes and runs its checks in the background. */
    public void load(String sha256) {
        long asked = ++generation;
        clear();
        title.set("Opening research brief…");
        history.load(sha256);
        runner.run(progress -> read(sha256), brief -> {
            if (asked == generation) {
                show(brief);
            }
        }, error -> {
            if (asked == generation) {
                title.set("Cannot open the research brief: " + (error.getMessage() == null
                        ? error.getClass().getSimpleName() : error.getMessage()));
            }
        });
    }

    private LoadedBrief read(String sha256) {
        BriefUnderReview review = briefs.open(sha256)
                .orElseThrow(() -> new IllegalStateException("no research brief " + sha256 + " in this store"));
        List<ClaimItem> items = new ArrayList<>();
        for (BriefClaim claim : review.brief().claims()) {
            List<QuoteInContext> placed = new ArrayList<>();
            for (ByteRangeCitation citation : claim.citations()) {
                placed.add(QuoteLocator.locate(citation, review.bytesOf(citation.artifactId())));
            }
            items.add(new ClaimItem(claim.claimId(), claim.statement(), claim.confidence(), placed));
        }
        CheckReport report = briefs.check(sha256)
                .orElseThrow(() -> new IllegalStateException("no research brief " + sha256 + " to check"));
        return new LoadedBrief(review.brief(), items, report);
    }

    private void clear() {
        loaded.set(false);
        briefSha256.set("");
        question.set("");
        sources.set("");
        checksSummary.set("");
        checksFailed.set(false);
        claims.clear();
        supports.clear();
        doesNotProve.clear();
        checks.clear();
    }

    private void show(LoadedBrief loadedBrief) {
        ResearchBrief brief = loadedBrief.brief();
        briefSha256.set(brief.briefSha256());
        title.set("Research brief · " + brief.briefId());
        question.set(brief.question());
        sources.set(brief.artifacts().size() + (brief.artifacts().size() == 1 ? " artifact" : " artifacts")
                + " · " + brief.claims().size() + (brief.claims().size() == 1 ? " claim" : " claims")
                + " · egress allowed to " + String.join(", ", brief.egressAllowlist()));
        claims.setAll(loadedBrief.claims());
        supports.setAll(brief.supports());
        doesNotProve.setAll(brief.doesNotProve());
        List<CheckRow> rows = new ArrayList<>();
        for (CheckResult r : loadedBrief.checks().results()) {
            Optional<Check<?>> check = Optional.ofNullable(catalogue.get(r.checkId()));
            rows.add(new CheckRow(r.checkId(), r.verdict(), r.detail(), check.map(Check::establishes).orElse(""),
                    check.map(Check::doesNotEstablish).orElse("")));
        }
        rows.sort((a, b) -> Boolean.compare(!a.failed(), !b.failed()));
        checks.setAll(rows);
        long failed = rows.stream().filter(CheckRow::failed).count();
        long passed = rows.stream().filter(r -> r.verdict() == Verdict.PASSED).count();
        checksFailed.set(failed > 0);
        checksSummary.set(failed == 0 ? "✓ all " + passed + " brief checks pass"
                : "✗ " + failed + " failed · " + passed + " passed");
        loaded.set(true);
    }

    public void approve() {
        decide(DecisionRules.APPROVE);
    }

    public void reject() {
        decide(DecisionRules.REJECT);
    }

    private void decide(String decision) {
        String sha = briefSha256.get();
        if (sha.isEmpty() || !loaded.get() || sheet.showingProperty().get()) {
            return;
        }
        List<String> failed = checks.stream().filter(CheckRow::failed).map(CheckRow::checkId).toList();
        int applicable = (int) checks.stream().filter(r -> r.verdict() != Verdict.NOT_APPLICABLE).count();
        DecisionDraft draft = new DecisionDraft(SubjectKind.RESEARCH_BRIEF, List.of(sha), decision, title.get(), true,
                failed, applicable, QuickPicks.forDecision(decision), List.of());
        sheet.open(draft, signed -> {
            history.load(sha);
            afterDecided.run();
        });
    }

    public DecisionHistoryViewModel history() {
        return history;
    }

    public ReadOnlyBooleanProperty loadedProperty() {
        return loaded.getReadOnlyProperty();
    }

    /** The digest a decision on this brief names. */
    public ReadOnlyStringProperty briefSha256Property() {
        return briefSha256.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty questionProperty() {
        return question.getReadOnlyProperty();
    }

    /** "1 artifact · 2 claims · egress allowed to …". */
    public ReadOnlyStringProperty sourcesProperty() {
        return sources.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty checksSummaryProperty() {
        return checksSummary.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty checksFailedProperty() {
        return checksFailed.getReadOnlyProperty();
    }

    public ObservableList<ClaimItem> claims() {
        return claimsView;
    }

    public ObservableList<String> supports() {
        return supportsView;
    }

    public ObservableList<String> doesNotProve() {
        return doesNotProveView;
    }

    public ObservableList<CheckRow> checks() {
        return checksView;
    }
}
