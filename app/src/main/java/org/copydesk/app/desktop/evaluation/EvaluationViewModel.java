package org.copydesk.app.desktop.evaluation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.copydesk.app.desktop.common.DialogService;
import org.copydesk.app.desktop.common.RunningJob;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.workflow.metrics.AdjudicatedRun;
import org.copydesk.app.workflow.metrics.GroupBy;

/**
 * View → Evaluation: the CLI's {@code metrics} in the window. Every decision is verified again in
 * the background (only valid ones count), then the figures are grouped as chosen; each rate
 * carries its denominator. Choosing another grouping recomputes from the runs already read.
 */
public final class EvaluationViewModel {

    private final AdjudicatedRuns adjudicated;
    private final TaskRunner runner;
    private final DialogService dialogs;

    private final ObjectProperty<GroupBy> groupBy = new SimpleObjectProperty<>(GroupBy.MODEL);
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper();
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ObservableList<GroupRow> groups = FXCollections.observableArrayList();
    private final ObservableList<GroupRow> groupsView = FXCollections.unmodifiableObservableList(groups);
    private final ObservableList<FieldFigureRow> fields = FXCollections.observableArrayList();
    private final ObservableList<FieldFigureRow> fieldsView = FXCollections.unmodifiableObservableList(fields);
    private final ReadOnlyStringWrapper fieldsTitle = new ReadOnlyStringWrapper("");
    private final ObservableList<ChartSeries> weekly = FXCollections.observableArrayList();
    private final ObservableList<ChartSeries> weeklyView = FXCollections.unmodifiableObservableList(weekly);
    private final ObservableList<ChartSeries> byPrompt = FXCollections.observableArrayList();
    private final ObservableList<ChartSeries> byPromptView = FXCollections.unmodifiableObservableList(byPrompt);
    private List<AdjudicatedRun> runs = List.of();
    private Optional<EvaluationFigures> figures = Optional.empty();
    private long generation;

    public EvaluationViewModel(AdjudicatedRuns adjudicated, TaskRunner runner, DialogService dialogs) {
        this.adjudicated = adjudicated;
        this.runner = runner;
        this.dialogs = dialogs;
        groupBy.addListener((obs, old, now) -> {
            if (now != null && !loading.get()) {
                compute(false);
            }
        });
    }

    /** Verifies every decision again and recomputes (decisions may have been signed or revoked meanwhile). */
    public void refresh() {
        compute(true);
    }

    /** Only the latest computation asked for is shown: an earlier one answering late would show older runs. */
    private void compute(boolean reread) {
        GroupBy by = groupBy.get();
        long asked = ++generation;
        loading.set(true);
        summary.set(reread ? "Verifying every decision…" : "Computing…");
        progress.unbind();
        progress.set(-1);
        List<AdjudicatedRun> known = runs;
        RunningJob job = runner.run(work -> {
            List<AdjudicatedRun> read = known;
            if (reread) {
                work.update(0, 2, "Verifying every decision…");
                read = adjudicated.read();
            }
            work.update(1, 2, "Computing figures…");
            return new Loaded(read, EvaluationFigures.compute(read, by));
        }, loaded -> {
            if (asked != generation) {
                return;
            }
            progress.unbind();
            progress.set(1);
            loading.set(false);
            runs = loaded.runs();
            show(loaded.figures());
            if (groupBy.get() != by) {
                // The grouping changed while this was computed: compute again for the one chosen now.
                compute(false);
            }
        }, error -> {
            if (asked != generation) {
                return;
            }
            progress.unbind();
            progress.set(0);
            loading.set(false);
            summary.set("");
            dialogs.showError("Cannot compute the evaluation figures", error.getMessage() == null
                    ? error.getClass().getSimpleName() : error.getMessage());
        });
        if (loading.get()) {
            progress.bind(job.progressProperty());
        }
    }

    private void show(EvaluationFigures computed) {
        figures = Optional.of(computed);
        groups.setAll(computed.groups());
        int judged = computed.groups().stream().mapToInt(GroupRow::adjudicated).sum();
        int decided = computed.groups().stream().mapToInt(GroupRow::runs).sum();
        summary.set(decided + " run" + (decided == 1 ? "" : "s") + " with a valid decision, " + judged
                + " with field verdicts, in " + computed.groups().size() + " group"
                + (computed.groups().size() == 1 ? "" : "s") + " by " + computed.by().wire());
        byPrompt.setAll(computed.byPrompt());
        select(computed.groups().isEmpty() ? null : computed.groups().get(0));
    }

    /** Shows the per-field figures of {@code row}'s group. */
    public void select(GroupRow row) {
        if (row == null || figures.isEmpty()) {
            fields.clear();
            fieldsTitle.set("Per-field accuracy");
            weekly.setAll(figures.map(f -> f.weekly().stream().limit(1).toList()).orElse(List.of()));
            return;
        }
        fields.setAll(figures.get().fieldsByGroup().getOrDefault(row.key(), List.of()));
        fieldsTitle.set("Per-field accuracy · " + row.key() + " · select a field to plot it by week");
        // Until one is chosen, the weakest field of the group is the one worth watching.
        plot(fields.stream().min(Comparator.comparingDouble(FieldFigureRow::percent)).orElse(null));
    }

    /**
     * Plots {@code field} by week beside all fields together: a line per field for every field
     * at once is a tangle no one can read.
     */
    public void plot(FieldFigureRow field) {
        List<ChartSeries> all = figures.map(EvaluationFigures::weekly).orElse(List.of());
        List<ChartSeries> shown = new ArrayList<>();
        all.stream().filter(s -> s.name().equals(EvaluationFigures.ALL_FIELDS)).findFirst().ifPresent(shown::add);
        if (field != null) {
            all.stream().filter(s -> s.name().equals(field.path())).findFirst().ifPresent(shown::add);
        }
        weekly.setAll(shown);
    }

    private record Loaded(List<AdjudicatedRun> runs, EvaluationFigures figures) {
    }

    public ObjectProperty<GroupBy> groupByProperty() {
        return groupBy;
    }

    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    /** The running computation's progress; −1 while unknown. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** One line: how many runs the figures come from, or what is being computed. */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    public ObservableList<GroupRow> groups() {
        return groupsView;
    }

    public ObservableList<FieldFigureRow> fields() {
        return fieldsView;
    }

    public ReadOnlyStringProperty fieldsTitleProperty() {
        return fieldsTitle.getReadOnlyProperty();
    }

    /** Accuracy by ISO week of the run: over all fields, and for the field plotted. */
    public ObservableList<ChartSeries> weekly() {
        return weeklyView;
    }

    /** Field accuracy and approval per prompt digest (first eight hex digits). */
    public ObservableList<ChartSeries> byPrompt() {
        return byPromptView;
    }
}
