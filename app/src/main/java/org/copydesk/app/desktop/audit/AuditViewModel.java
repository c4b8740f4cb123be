package org.copydesk.app.desktop.audit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Predicate;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.copydesk.app.desktop.common.DialogService;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.desktop.decide.DecisionRow;
import org.copydesk.app.desktop.queue.FilterOption;
import org.copydesk.app.workflow.decide.DecisionState;
import org.copydesk.app.workflow.decide.VerifiedDecision;
import org.copydesk.app.workflow.log.LogReport;

/**
 * Every decision in the store, re-verified from scratch in the background, with filters by
 * verification state and reviewer and a count per choice.
 */
public final class AuditViewModel {

    private final AuditSource verifyAll;
    private final TaskRunner runner;
    private final DialogService dialogs;

    private List<DecisionRow> all = List.of();
    private Optional<String> state = Optional.empty();
    private Optional<String> reviewer = Optional.empty();
    private final ObservableList<DecisionRow> rows = FXCollections.observableArrayList();
    private final ObservableList<DecisionRow> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final ObservableList<FilterOption> stateOptions = FXCollections.observableArrayList();
    private final ObservableList<FilterOption> stateOptionsView = FXCollections.unmodifiableObservableList(stateOptions);
    private final ObservableList<FilterOption> reviewerOptions = FXCollections.observableArrayList();
    private final ObservableList<FilterOption> reviewerOptionsView =
            FXCollections.unmodifiableObservableList(reviewerOptions);
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper logLine = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper logIntact = new ReadOnlyBooleanWrapper(true);
    private LogCheck logReport = () -> null;

    public AuditViewModel(AuditSource verifyAll, TaskRunner runner, DialogService dialogs) {
        this.verifyAll = verifyAll;
        this.runner = runner;
        this.dialogs = dialogs;
    }

    /** Verifies the decision log too on every refresh, with {@code report}. */
    public void checkLogWith(LogCheck report) {
        this.logReport = report;
    }

    /** Verifies every decision again: content may have changed behind copydesk's back. */
    public void refresh() {
        summary.set("Verifying every decision…");
        logLine.set("Verifying the decision log…");
        runner.run(progress -> Optional.ofNullable(logReport.report()), this::showLog, error -> logLine.set(
                "The decision log could not be verified: " + error.getMessage()));
        runner.run(progress -> verifyAll.verifyAll().stream().map(DecisionRow::of).toList(), verified -> {
            all = verified;
            apply();
        }, error -> dialogs.showError("Cannot verify decisions", error.getMessage() == null
                ? error.getClass().getSimpleName() : error.getMessage()));
    }

    public void filterState(Optional<String> chosen) {
        state = chosen;
        apply();
    }

    public void filterReviewer(Optional<String> chosen) {
        reviewer = chosen;
        apply();
    }

    private void apply() {
        Predicate<DecisionRow> byState = r -> state.map(s -> s.equals(r.state().wire())).orElse(true);
        Predicate<DecisionRow> byReviewer = r -> reviewer.map(s -> s.equals(r.reviewer())).orElse(true);
        List<DecisionRow> shown = new ArrayList<>();
        Map<String, Integer> states = new TreeMap<>();
        Map<String, Integer> reviewers = new TreeMap<>();
        for (DecisionRow row : all) {
            // Each filter's counts ignore its own choice, as the queue's do.
            if (byReviewer.test(row)) {
                states.merge(row.state().wire(), 1, Integer::sum);
            }
            if (byState.test(row)) {
                reviewers.merge(row.reviewer(), 1, Integer::sum);
            }
            if (byState.test(row) && byReviewer.test(row)) {
                shown.add(row);
            }
        }
        List<FilterOption> stateChoices = new ArrayList<>();
        stateChoices.add(FilterOption.any(states.values().stream().mapToInt(Integer::intValue).sum()));
        for (DecisionState s : DecisionState.values()) {
            stateChoices.add(FilterOption.of(s.wire(), states.getOrDefault(s.wire(), 0)));
        }
        List<FilterOption> reviewerChoices = new ArrayList<>();
        reviewerChoices.add(FilterOption.any(reviewers.values().stream().mapToInt(Integer::intValue).sum()));
        reviewers.forEach((id, count) -> reviewerChoices.add(new FilterOption(Optional.of(id), id, count)));
        stateOptions.setAll(stateChoices);
        reviewerOptions.setAll(reviewerChoices);
        List<DecisionRow> newestFirst = new ArrayList<>(shown);
        Collections.reverse(newestFirst);
        rows.setAll(newestFirst);
        long alarming = all.stream().filter(DecisionRow::alarming).count();
        summary.set(String.format(Locale.US, "%,d of %,d decisions", shown.size(), all.size())
                + (alarming == 0 ? "" : String.format(Locale.US, " · ⚠ %,d do not verify", alarming)));
    }

    private void showLog(Optional<LogReport> report) {
        if (report.isEmpty()) {
            logLine.set("");
            return;
        }
        LogReport log = report.get();
        logIntact.set(log.intact());
        String checkpoint = log.latest().map(c -> "; latest checkpoint " + c.checkpoint().size() + " entries, signed by "
                + c.signerId() + " at " + c.signedAt()).orElse("; no signed checkpoint yet");
        logLine.set(log.intact()
                ? String.format(Locale.US, "Decision log intact: %,d entries%s", log.size(), checkpoint)
                : "⚠ Decision log NOT intact: " + String.join(" · ", log.problems()));
    }

    /** What verifying the decision log found, in one line. */
    public ReadOnlyStringProperty logLineProperty() {
        return logLine.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty logIntactProperty() {
        return logIntact.getReadOnlyProperty();
    }

    public ObservableList<DecisionRow> rows() {
        return rowsView;
    }

    public ObservableList<FilterOption> stateOptions() {
        return stateOptionsView;
    }

    public ObservableList<FilterOption> reviewerOptions() {
        return reviewerOptionsView;
    }

    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }
}
