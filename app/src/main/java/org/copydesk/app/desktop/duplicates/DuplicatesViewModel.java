package org.copydesk.app.desktop.duplicates;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.copydesk.app.desktop.common.DialogService;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.desktop.queue.FilterOption;
import org.copydesk.model.checks.duplicates.DuplicateKind;

/**
 * Every duplicate suggestion in the store, pending first, filtered by kind and decision state.
 * A decided pair stays listed under its decision: nothing is hidden, nothing is merged.
 */
public final class DuplicatesViewModel {

    static final List<String> STATES = List.of(PairEntry.PENDING, "same_sample", "related_release", "distinct");
    private static final Comparator<PairEntry> PENDING_FIRST = Comparator.comparing((PairEntry e) -> !e.isPending())
            .thenComparing(PairEntry::kind).thenComparing(e -> e.left().recordSha256());

    private final PairSource source;
    private final TaskRunner runner;
    private final DialogService dialogs;

    private final List<PairEntry> all = new ArrayList<>();
    private final ObservableList<PairEntry> rows = FXCollections.observableArrayList();
    private final ObservableList<PairEntry> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final ObservableList<FilterOption> kindOptions = FXCollections.observableArrayList();
    private final ObservableList<FilterOption> kindOptionsView = FXCollections.unmodifiableObservableList(kindOptions);
    private final ObservableList<FilterOption> stateOptions = FXCollections.observableArrayList();
    private final ObservableList<FilterOption> stateOptionsView = FXCollections.unmodifiableObservableList(stateOptions);
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private Optional<String> kind = Optional.empty();
    private Optional<String> state = Optional.empty();
    private long generation;

    public DuplicatesViewModel(PairSource source, TaskRunner runner, DialogService dialogs) {
        this.source = source;
        this.runner = runner;
        this.dialogs = dialogs;
    }

    /** Reads the suggestions and their decisions again, for example after a decision or an import. */
    public void refresh() {
        long asked = ++generation;
        runner.run(progress -> source.pairs(), pairs -> {
            if (asked == generation) {
                all.clear();
                all.addAll(pairs);
                apply();
            }
        }, error -> dialogs.showError("Cannot read duplicate suggestions", error.getMessage() == null
                ? error.getClass().getSimpleName() : error.getMessage()));
    }

    public void filterKind(Optional<String> chosen) {
        kind = chosen;
        apply();
    }

    public void filterState(Optional<String> chosen) {
        state = chosen;
        apply();
    }

    private void apply() {
        Predicate<PairEntry> byKind = e -> kind.map(e.kind()::equals).orElse(true);
        Predicate<PairEntry> byState = e -> state.map(e.decisionState()::equals).orElse(true);
        List<PairEntry> shown = new ArrayList<>();
        all.stream().filter(byKind.and(byState)).sorted(PENDING_FIRST).forEach(shown::add);
        rows.setAll(shown);
        // Each filter's counts ignore its own choice, so every choice says what picking it would show.
        kindOptions.setAll(options(all.stream().filter(byState).toList(), PairEntry::kind,
                List.of(DuplicateKind.EXACT_DOCUMENT.id(), DuplicateKind.PROBABLE_SAME_SAMPLE.id())));
        stateOptions.setAll(options(all.stream().filter(byKind).toList(), PairEntry::decisionState, STATES));
        long pending = all.stream().filter(PairEntry::isPending).count();
        summary.set(String.format(Locale.US, "%,d of %,d suggestions · %,d pending", shown.size(), all.size(), pending));
    }

    private static List<FilterOption> options(List<PairEntry> entries, Function<PairEntry, String> key, List<String> known) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        known.forEach(k -> counts.put(k, 0));
        entries.forEach(e -> counts.merge(key.apply(e), 1, Integer::sum));
        List<FilterOption> options = new ArrayList<>();
        options.add(FilterOption.any(entries.size()));
        counts.forEach((value, count) -> options.add(FilterOption.of(value, count)));
        return options;
    }

    public ObservableList<PairEntry> rows() {
        return rowsView;
    }

    public ObservableList<FilterOption> kindOptions() {
        return kindOptionsView;
    }

    public ObservableList<FilterOption> stateOptions() {
        return stateOptionsView;
    }

    /** "3 of 3 suggestions · 2 pending". */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }
}
