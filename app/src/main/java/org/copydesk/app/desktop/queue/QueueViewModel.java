package org.copydesk.app.desktop.queue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.ObservableMap;

import org.copydesk.app.desktop.common.DialogService;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.workflow.queue.DocumentQueue;
import org.copydesk.app.workflow.queue.QueueAnswer;
import org.copydesk.app.workflow.queue.QueueEntryRow;
import org.copydesk.app.workflow.queue.QueueReader;
import org.copydesk.model.run.Task;
import org.copydesk.store.QueueQuery;

/**
 * The review queue: filters, full-text search, counts per filter, and a lazily paged list of
 * rows. Every store read runs off the FX thread; a result that arrives after the filters have
 * changed again is dropped, so the newest question always wins.
 */
public final class QueueViewModel {

    private static final List<String> TASKS = List.of(Task.POLL.wireName(), Task.EVENT.wireName(),
            Task.COMMENTARY.wireName(), Task.DISCOVER.wireName());
    private static final List<String> STATUSES = List.of("needs_human_review", "blocked");
    private static final List<String> CHECK_STATES = List.of(QueueQuery.CHECKS_FAILED, QueueQuery.CHECKS_PASSED,
            QueueQuery.CHECKS_UNCHECKED);
    private static final List<String> KINDS = List.of(QueueQuery.KIND_SHADOW_RUN, DocumentQueue.KINDS.get(0),
            DocumentQueue.KINDS.get(1));
    private static final List<String> DECISIONS = List.of(QueueQuery.UNDECIDED, "approve", "reject");

    private final QueueReader reader;
    private final RowMarks marks;
    private final TaskRunner runner;
    private final DialogService dialogs;
    private final RecordOpener opener;
    private final DuplicateBadges duplicateBadges;
    private final ObservableMap<String, String> badges = FXCollections.observableHashMap();
    private final ObservableMap<String, String> badgesView = FXCollections.unmodifiableObservableMap(badges);

    private final ReadOnlyObjectWrapper<ObservableList<QueueItem>> rows =
            new ReadOnlyObjectWrapper<>(FXCollections.observableArrayList());
    private final ReadOnlyIntegerWrapper total = new ReadOnlyIntegerWrapper();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    // Read-only views are kept, not made per call: a wrapper holds its source only weakly, so a
    // fresh wrapper per call would let the listeners a view puts on it be collected.
    private final ObservableList<FilterOption> taskOptions = FXCollections.observableArrayList();
    private final ObservableList<FilterOption> taskOptionsView = FXCollections.unmodifiableObservableList(taskOptions);
    private final ObservableList<FilterOption> statusOptions = FXCollections.observableArrayList();
    private final ObservableList<FilterOption> statusOptionsView = FXCollections.unmodifiableObservableList(statusOptions);
    private final ObservableList<FilterOption> raceOptions = FXCollections.observableArrayList();
    private final ObservableList<FilterOption> raceOptionsView = FXCollections.unmodifiableObservableList(raceOptions);
    private final ObservableList<FilterOption> checkOptions = FXCollections.observableArrayList();
    private final ObservableList<FilterOption> checkOptionsView = FXCollections.unmodifiableObservableList(checkOptions);
    private final ObservableList<FilterOption> kindOptions = FXCollections.observableArrayList();
    private final ObservableList<FilterOption> kindOptionsView = FXCollections.unmodifiableObservableList(kindOptions);
    private final ObservableList<FilterOption> decisionOptions = FXCollections.observableArrayList();
    private final ObservableList<FilterOption> decisionOptionsView =
            FXCollections.unmodifiableObservableList(decisionOptions);
    private final ReadOnlyObjectWrapper<QueueQuery> query = new ReadOnlyObjectWrapper<>(QueueQuery.all());
    private long generation;

    public QueueViewModel(QueueReader reader, RowMarks marks, TaskRunner runner, DialogService dialogs,
                          RecordOpener opener) {
        this(reader, marks, runner, dialogs, opener, DuplicateBadges.NONE);
    }

    public QueueViewModel(QueueReader reader, RowMarks marks, TaskRunner runner, DialogService dialogs,
                          RecordOpener opener, DuplicateBadges duplicateBadges) {
        this.reader = reader;
        this.marks = marks;
        this.runner = runner;
        this.dialogs = dialogs;
        this.opener = opener;
        this.duplicateBadges = duplicateBadges;
    }

    /** Each record's duplicate note by record digest; empty for a record no suggestion names. */
    public ObservableMap<String, String> duplicateBadges() {
        return badgesView;
    }

    /** Reads the duplicate notes again, for example after a pair was decided; the rows themselves stay as they are. */
    public void refreshDuplicates() {
        runner.run(progress -> duplicateBadges.badges(), fresh -> {
            badges.clear();
            badges.putAll(fresh);
        }, error -> dialogs.showError("Cannot read duplicate suggestions", message(error)));
    }

    public ReadOnlyObjectProperty<ObservableList<QueueItem>> rowsProperty() {
        return rows.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty totalProperty() {
        return total.getReadOnlyProperty();
    }

    /** "1,204 of 100,000 records", for the line above the table. */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<QueueQuery> queryProperty() {
        return query.getReadOnlyProperty();
    }

    public ObservableList<FilterOption> taskOptions() {
        return taskOptionsView;
    }

    public ObservableList<FilterOption> statusOptions() {
        return statusOptionsView;
    }

    public ObservableList<FilterOption> raceOptions() {
        return raceOptionsView;
    }

    /** Failed, passed or not yet checked, from the cached check state (runs are checked as their pages are read). */
    public ObservableList<FilterOption> checkOptions() {
        return checkOptionsView;
    }

    /** Shadow runs, analyst takes, research briefs. */
    public ObservableList<FilterOption> kindOptions() {
        return kindOptionsView;
    }

    /** Undecided, approved, rejected (and any other decision word), from the latest valid decision of each record. */
    public ObservableList<FilterOption> decisionOptions() {
        return decisionOptionsView;
    }

    public void filterKind(Optional<String> kind) {
        requery(query.get().withKind(kind.orElse(null)));
    }

    public void filterDecision(Optional<String> decision) {
        requery(query.get().withDecision(decision.orElse(null)));
    }

    public void filterChecks(Optional<String> state) {
        requery(query.get().withChecks(state.orElse(null)));
    }

    public void filterTask(Optional<String> task) {
        requery(query.get().withTask(task.orElse(null)));
    }

    public void filterStatus(Optional<String> status) {
        requery(query.get().withStatus(status.orElse(null)));
    }

    public void filterRace(Optional<String> race) {
        requery(query.get().withRace(race.orElse(null)));
    }

    public void search(String text) {
        requery(query.get().withText(text));
    }

    /** Reads the queue again under the current filters, for example after an import. */
    public void refresh() {
        requery(query.get(), true);
        refreshDuplicates();
    }

    public void open(QueueItem item) {
        item.recordSha256().ifPresent(id -> opener.open(item.kindName(), id));
    }

    private void requery(QueueQuery next) {
        requery(next, false);
    }

    /** {@code fresh}: read the takes and briefs again (after an import or a decision), not only the runs. */
    private void requery(QueueQuery next, boolean fresh) {
        query.set(next);
        long asked = ++generation;
        runner.run(progress -> reader.ask(next, fresh), answer -> {
            if (asked == generation) {
                show(next, asked, answer, counts(answer));
            }
        }, error -> dialogs.showError("Cannot read the queue", message(error)));
    }

    private void show(QueueQuery shown, long asked, QueueAnswer answer, QueueCounts counts) {
        total.set(counts.total());
        kindOptions.setAll(counts.kinds());
        decisionOptions.setAll(counts.decisions());
        taskOptions.setAll(counts.tasks());
        statusOptions.setAll(counts.statuses());
        raceOptions.setAll(counts.races());
        checkOptions.setAll(counts.checks());
        summary.set(String.format(Locale.US, "%,d of %,d records", counts.total(), counts.storeTotal()));
        rows.set(new PagedRows(counts.total(), (offset, limit, loaded) -> runner.run(
                progress -> {
                    List<QueueEntryRow> entries = reader.page(shown, answer, offset, limit);
                    return new ReadPage(entries, lines(entries, marks::cached));
                },
                page -> {
                    if (asked == generation) {
                        loaded.accept(page.lines());
                        markUnchecked(page, asked, loaded);
                    }
                },
                error -> dialogs.showError("Cannot read the queue", message(error)))));
    }

    /** A page as first shown, with the entries it was made of. */
    private record ReadPage(List<QueueEntryRow> entries, List<QueueLine> lines) {
    }

    /**
     * The rows show at once with the checks already cached; runs never checked are checked next,
     * in the background, and their marks filled in (a 100,000-run store is checked page by page).
     */
    private void markUnchecked(ReadPage page, long asked, Consumer<List<QueueLine>> loaded) {
        boolean unchecked = false;
        for (int i = 0; i < page.entries().size(); i++) {
            unchecked |= page.entries().get(i).document().isEmpty()
                    && page.lines().get(i).mark().checks().equals(QueueItem.NOT_YET);
        }
        if (!unchecked) {
            return;
        }
        runner.run(progress -> lines(page.entries(), marks::marks), marked -> {
            if (asked == generation) {
                loaded.accept(marked);
            }
        }, error -> dialogs.showError("Cannot check the queue's runs", message(error)));
    }

    private List<QueueLine> lines(List<QueueEntryRow> page,
                                  Function<List<String>, Map<String, RowMark>> marking) {
        List<String> runIds = page.stream().filter(e -> e.document().isEmpty()).map(e -> e.row().recordSha256()).toList();
        Map<String, RowMark> marked = runIds.isEmpty() ? Map.of() : marking.apply(runIds);
        List<QueueLine> lines = new ArrayList<>(page.size());
        for (QueueEntryRow entry : page) {
            RowMark mark = entry.document().map(QueueMarks::of)
                    .orElseGet(() -> marked.getOrDefault(entry.row().recordSha256(), RowMark.UNKNOWN));
            lines.add(new QueueLine(entry.kind(), entry.row(), mark));
        }
        return lines;
    }

    /** Counts for each filter ignore that filter's own choice, so every choice shows what picking it would give. */
    private static QueueCounts counts(QueueAnswer answer) {
        return new QueueCounts(answer.total(), answer.storeTotal(), options(answer.facet("kind"), KINDS),
                options(answer.facet("task"), TASKS), options(answer.facet("status"), STATUSES),
                races(answer.facet("race_id")), options(answer.facet("checks"), CHECK_STATES),
                options(answer.facet("decision"), DECISIONS));
    }

    private static List<FilterOption> options(Map<String, Integer> counts, List<String> known) {
        List<FilterOption> options = new ArrayList<>();
        options.add(FilterOption.any(counts.values().stream().mapToInt(Integer::intValue).sum()));
        for (String value : known) {
            options.add(FilterOption.of(value, counts.getOrDefault(value, 0)));
        }
        // Values outside the known set are still shown: a malformed status must not hide a record.
        counts.forEach((value, count) -> {
            if (!value.isEmpty() && !known.contains(value)) {
                options.add(FilterOption.of(value, count));
            }
        });
        return options;
    }

    private static List<FilterOption> races(Map<String, Integer> counts) {
        List<FilterOption> options = new ArrayList<>();
        options.add(FilterOption.any(counts.values().stream().mapToInt(Integer::intValue).sum()));
        counts.forEach((race, count) -> {
            // Commentary and discover runs name no race; "All" covers them.
            if (!race.isEmpty()) {
                options.add(new FilterOption(Optional.of(race), race, count));
            }
        });
        return options;
    }

    private static String message(Throwable error) {
        return error.getMessage() == null ? error.getClass().getSimpleName() : error.getMessage();
    }
}
