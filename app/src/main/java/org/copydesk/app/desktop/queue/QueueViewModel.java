package org.copydesk.app.desktop.queue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
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
import org.copydesk.app.desktop.common.RunningJob;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.workflow.queue.DocumentQueue;
import org.copydesk.app.workflow.queue.FilterCounts;
import org.copydesk.app.workflow.queue.MatchedDocuments;
import org.copydesk.app.workflow.queue.PageRow;
import org.copydesk.model.run.Task;
import org.copydesk.store.FilterColumn;
import org.copydesk.store.RecordFilter;

/**
 * The review queue: filters, full-text search, counts per filter, and a lazily paged list of
 * rows. Every store read runs off the FX thread; a result that arrives after the filters have
 * changed again is dropped, so the newest question always wins. A question shows its total and
 * first page first and its filters' counts a moment later: counting every
 * filter over a large store takes longer than the rows themselves.
 */
public final class QueueViewModel {

    private static final List<String> TASKS = List.of(Task.POLL.wireName(), Task.EVENT.wireName(),
            Task.COMMENTARY.wireName(), Task.DISCOVER.wireName());
    private static final List<String> STATUSES = List.of("needs_human_review", "blocked");
    private static final List<String> CHECK_STATES = List.of(RecordFilter.CHECKS_FAILED, RecordFilter.CHECKS_PASSED,
            RecordFilter.CHECKS_UNCHECKED);
    private static final List<String> KINDS = List.of(RecordFilter.KIND_SHADOW_RUN, DocumentQueue.KINDS.get(0),
            DocumentQueue.KINDS.get(1));
    private static final List<String> DECISIONS = List.of(RecordFilter.UNDECIDED, "approve", "reject",
            org.copydesk.store.DecisionMark.CONFLICT);
    /** The line above the table while a question is being counted. */
    static final String COUNTING = "counting…";
    static final String NO_MATCH = "No records match these filters.";
    static final String EMPTY_STORE = "This store is empty: no records yet. Import runs, bundles or zips with"
            + " File → Import files… (Ctrl+I), or a folder with Ctrl+Shift+I.";

    private final QueueSource reader;
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
    private final ReadOnlyBooleanWrapper counting = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper checksNote = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper placeholder = new ReadOnlyStringWrapper(NO_MATCH);
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
    private final ReadOnlyObjectWrapper<RecordFilter> query = new ReadOnlyObjectWrapper<>(RecordFilter.all());
    private final ObservableMap<String, String> claimLines = FXCollections.observableHashMap();
    private final javafx.beans.property.ReadOnlyBooleanWrapper unclaimedOnly =
            new javafx.beans.property.ReadOnlyBooleanWrapper();
    private java.util.function.Supplier<String> me = () -> "";
    private long generation;
    private boolean keepPlace;
    /** The row the user has selected, as the view last said, and its record; -1 and null before any. */
    private int selectedIndex = -1;
    /** What the empty table says while the store is being filled; null once it can be read whole. */
    private String waiting;
    private String selectedRecord;
    private int keptIndex = -1;
    private RunningJob counter;

    public QueueViewModel(QueueSource reader, RowMarks marks, TaskRunner runner, DialogService dialogs,
                          RecordOpener opener) {
        this(reader, marks, runner, dialogs, opener, DuplicateBadges.NONE);
    }

    public QueueViewModel(QueueSource reader, RowMarks marks, TaskRunner runner, DialogService dialogs,
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

    /** "kim.lee is reviewing · since 09:12" by record digest, for the records other reviewers hold now. */
    public ObservableMap<String, String> claimLines() {
        return claimLines;
    }

    /** Whose review claims "not claimed by others" keeps: the unlocked key's reviewer, asked when the filter is set. */
    public void claimsOf(java.util.function.Supplier<String> reviewer) {
        me = reviewer;
    }

    /** Shows only records no other reviewer is reviewing now, or every record again. */
    public void filterUnclaimed(boolean only) {
        unclaimedOnly.set(only);
        requery(query.get().withUnclaimedBy(only ? me.get() : null));
    }

    public ReadOnlyBooleanProperty unclaimedOnlyProperty() {
        return unclaimedOnly.getReadOnlyProperty();
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

    /** "1,204 of 100,000 records", for the line above the table; "counting…" until counted. */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /**
     * True from a question's first rows until it is counted: the table holds the first page only,
     * and the filters still show the last question's counts.
     */
    public ReadOnlyBooleanProperty countingProperty() {
        return counting.getReadOnlyProperty();
    }

    /** What the table says when it has no rows: an empty store says so, and how to fill it. */
    public ReadOnlyStringProperty placeholderProperty() {
        return placeholder.getReadOnlyProperty();
    }

    /** "checking runs…" while runs never checked (or checked by other checks) are checked; empty otherwise. */
    public ReadOnlyStringProperty checksNoteProperty() {
        return checksNote.getReadOnlyProperty();
    }

    /**
     * Checks, in the background, every run the cache has no current result for, then reads the
     * queue again: until then the Checks counts would say "unchecked" of runs the checks judge.
     */
    public void bringChecksUpToDate() {
        checksNote.set("checking runs…");
        runner.run(progress -> marks.checkStale(), checked -> {
            checksNote.set("");
            if (checked > 0) {
                refresh();
            }
        }, error -> {
            checksNote.set("");
            dialogs.showError("Cannot check the store's runs", message(error));
        });
    }

    public ReadOnlyObjectProperty<RecordFilter> queryProperty() {
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

    /**
     * Whether the rows now shown answer the question the previous rows answered (read again after a
     * decision, an import or a check): the table then keeps the user's place; a new filter or search starts
     * at the top.
     */
    public boolean keepsPlace() {
        return keepPlace;
    }

    /** What the empty table says until the store can be read (a first launch's demo store being filled). */
    public void waitFor(String note) {
        waiting = note;
        placeholder.set(note);
    }

    /** The store is whole now: an empty answer says the store is empty, no longer what it waited for. */
    public void doneWaiting() {
        waiting = null;
    }

    /** Told by the view where the user's selection is now, so that a reading of the same question can keep that record. */
    public void selectionMoved(int index, Optional<String> recordSha256) {
        selectedIndex = index;
        selectedRecord = recordSha256.orElse(null);
    }

    /**
     * Where the record the user had selected is in the rows now shown, when they answer the same
     * question and it was found near its old place (rows imported or decided elsewhere may have
     * moved it); -1 when it was not, and the view keeps the place by position
     * (docs/decisions/0177-keeping-the-users-place.md).
     */
    public int keptIndex() {
        return keptIndex;
    }

    /** Reads the queue again under the current filters, for example after an import. */
    public void refresh() {
        requery(query.get(), true);
    }

    public void open(QueueItem item) {
        item.recordSha256().ifPresent(id -> opener.open(item.kindName(), id));
    }

    private void requery(RecordFilter next) {
        requery(next, false);
    }

    /**
     * {@code fresh}: read the takes and briefs again (after an import or a decision), not only the
     * runs, and then the duplicate notes, once the rows are there: they must not hold up the rows.
     */
    private void requery(RecordFilter next, boolean fresh) {
        boolean sameQuestion = next.equals(query.get());
        query.set(next);
        long asked = ++generation;
        if (counter != null) {
            counter.cancel();
        }
        counting.set(true);
        summary.set(COUNTING);
        int place = sameQuestion ? selectedIndex : -1;
        String placed = selectedRecord;
        int shown = rows.get().size();
        runner.run(progress -> {
            MatchedDocuments question = reader.rows(next, fresh);
            List<PageRow> entries = reader.page(next, question, 0, PagedRows.PAGE_SIZE);
            ReadPage firstPage = new ReadPage(entries, lines(entries, marks::cached));
            // The page the user's place is on is read now too, to find the selected record in it and
            // show that page at once (a queue read again beyond its first page would show blanks).
            int nearOffset = place / PagedRows.PAGE_SIZE * PagedRows.PAGE_SIZE;
            ReadPage near = firstPage;
            if (place >= PagedRows.PAGE_SIZE) {
                List<PageRow> around = reader.page(next, question, nearOffset, PagedRows.PAGE_SIZE);
                near = new ReadPage(around, lines(around, marks::cached));
            }
            int kept = place < 0 || placed == null ? -1 : indexIn(placed, firstPage, 0);
            if (kept < 0 && place >= PagedRows.PAGE_SIZE && placed != null) {
                kept = indexIn(placed, near, nearOffset);
            }
            return new FirstPage(question, firstPage, nearOffset, near, kept, shown);
        }, first -> {
            if (asked == generation) {
                keepPlace = sameQuestion;
                keptIndex = sameQuestion ? keptNow(placed, first) : -1;
                show(next, asked, first);
            }
            if (fresh) {
                refreshDuplicates();
            }
        }, error -> {
            if (asked == generation) {
                counting.set(false);
                summary.set("");
            }
            dialogs.showError("Cannot read the queue", message(error));
        });
    }

    /**
     * Where the record selected now is in the rows read: the user may have selected another row
     * while they were read (a live change or the demo seed replacing the page), and that row, not
     * the one selected when the read was asked for, is the one to keep.
     */
    private int keptNow(String placedWhenAsked, FirstPage first) {
        if (Objects.equals(selectedRecord, placedWhenAsked)) {
            return first.kept();
        }
        if (selectedRecord == null) {
            return -1;
        }
        int kept = indexIn(selectedRecord, first.page(), 0);
        return kept >= 0 ? kept : indexIn(selectedRecord, first.near(), first.nearOffset());
    }

    /** Where the record {@code sha} is among a page's rows read from {@code offset}; -1 when not there. */
    private static int indexIn(String sha, ReadPage page, int offset) {
        for (int i = 0; i < page.entries().size(); i++) {
            if (page.entries().get(i).columns().recordSha256().equals(sha)) {
                return offset + i;
            }
        }
        return -1;
    }

    /**
     * The first page at once; the other pages when the table asks for them, once counted. The
     * same question read again starts as long as it was (or as the kept row needs), with the page
     * of the user's place already filled, so the table never clamps the place to the first page.
     */
    private void show(RecordFilter shown, long asked, FirstPage first) {
        PageLoader loader = (offset, limit, loaded) -> runner.run(
                progress -> {
                    List<PageRow> entries = reader.page(shown, first.question(), offset, limit);
                    return new ReadPage(entries, lines(entries, marks::cached));
                },
                page -> {
                    if (asked == generation) {
                        loaded.accept(page.lines());
                        markUnchecked(page, asked, loaded, () -> count(shown, asked, first.question(), null));
                    }
                },
                error -> dialogs.showError("Cannot read the queue", message(error)));
        int size = first.page().lines().size();
        if (keepPlace && size == PagedRows.PAGE_SIZE) {
            size = Math.max(size, Math.max(first.shownBefore(), Math.max(first.kept() + 1,
                    first.nearOffset() + first.near().lines().size())));
        }
        PagedRows paged = new PagedRows(size, loader, first.page().lines());
        if (first.nearOffset() >= PagedRows.PAGE_SIZE && first.nearOffset() < size) {
            paged.fillPage(first.nearOffset() / PagedRows.PAGE_SIZE, first.near().lines());
        }
        rows.set(paged);
        count(shown, asked, first.question(), paged);
        markUnchecked(first.page(), asked, paged::fillFirst, () -> count(shown, asked, first.question(), null));
    }

    /**
     * Counts the question's filters; {@code paged}, when given, grows to the total. Counted again
     * after runs on a page were checked: the Checks counts come from the same results as the marks.
     */
    private void count(RecordFilter shown, long asked, MatchedDocuments question, PagedRows paged) {
        if (counter != null) {
            counter.cancel();
        }
        counting.set(true);
        counter = runner.run(progress -> reader.count(shown, question, progress::stopRequested), answer -> {
            if (asked == generation && answer.isPresent()) {
                if (paged != null) {
                    paged.resizeTo(answer.get().total());
                }
                showCounts(answer.get());
            }
        }, error -> {
            if (asked == generation) {
                counting.set(false);
                summary.set("");
            }
            dialogs.showError("Cannot count the queue", message(error));
        });
    }

    /** Sets only the filters whose counts changed: each filter rebuilds its buttons when its list is set. */
    private void showCounts(FilterCounts answer) {
        FilterChoices counts = counts(answer);
        total.set(answer.total());
        placeholder.set(answer.storeTotal() > 0 ? NO_MATCH : waiting != null ? waiting : EMPTY_STORE);
        summary.set(String.format(Locale.US, "%,d of %,d records", answer.total(), answer.storeTotal()));
        setIfChanged(kindOptions, counts.kinds());
        setIfChanged(decisionOptions, counts.decisions());
        setIfChanged(taskOptions, counts.tasks());
        setIfChanged(statusOptions, counts.statuses());
        setIfChanged(raceOptions, counts.races());
        setIfChanged(checkOptions, counts.checks());
        counting.set(false);
    }

    private static void setIfChanged(ObservableList<FilterOption> options, List<FilterOption> counted) {
        if (!options.equals(counted)) {
            options.setAll(counted);
        }
    }

    /** A question's rows with its first page, read together so the rows show in one step. */
    private record FirstPage(MatchedDocuments question, ReadPage page, int nearOffset, ReadPage near, int kept,
                             int shownBefore) {
    }

    /** A page as first shown, with the entries it was made of. */
    private record ReadPage(List<PageRow> entries, List<MarkedRow> lines) {
    }

    /**
     * The rows show at once with the checks already cached; runs never checked are checked next,
     * in the background, and their marks filled in (a 100,000-run store is checked page by page).
     */
    private void markUnchecked(ReadPage page, long asked, Consumer<List<MarkedRow>> loaded, Runnable recount) {
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
                recount.run();
            }
        }, error -> dialogs.showError("Cannot check the queue's runs", message(error)));
    }

    private List<MarkedRow> lines(List<PageRow> page, Function<List<String>, Map<String, RowMark>> marking) {
        List<String> runIds = page.stream().filter(e -> e.document().isEmpty())
                .map(e -> e.columns().recordSha256()).toList();
        Map<String, RowMark> marked = runIds.isEmpty() ? Map.of() : marking.apply(runIds);
        List<MarkedRow> lines = new ArrayList<>(page.size());
        for (PageRow entry : page) {
            RowMark mark = entry.document().map(QueueMarks::of)
                    .orElseGet(() -> marked.getOrDefault(entry.columns().recordSha256(), RowMark.UNKNOWN));
            lines.add(new MarkedRow(entry.kind(), entry.columns(), mark));
        }
        return lines;
    }

    /** Counts for each filter ignore that filter's own choice, so every choice shows what picking it would give. */
    private static FilterChoices counts(FilterCounts answer) {
        return new FilterChoices(options(answer.facet(FilterColumn.KIND), KINDS),
                options(answer.facet(FilterColumn.TASK), TASKS),
                options(answer.facet(FilterColumn.STATUS), STATUSES),
                races(answer.facet(FilterColumn.RACE)),
                options(answer.facet(FilterColumn.CHECKS), CHECK_STATES),
                options(answer.facet(FilterColumn.DECISION), DECISIONS));
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
