package org.copydesk.app.desktop.takes;

import java.util.List;
import java.util.Locale;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.copydesk.app.desktop.common.DialogService;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.workflow.release.BindingStatus;

/** Every analyst take in the store, v3 drafts and v2 fallbacks, with binding and screens against the release tree. */
public final class TakesViewModel {

    private final TakeWorkflows workflows;
    private final ReleaseChoice release;
    private final TaskRunner runner;
    private final DialogService dialogs;

    private final ObservableList<TakeRow> rows = FXCollections.observableArrayList();
    private final ObservableList<TakeRow> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper releaseLine = new ReadOnlyStringWrapper("");
    private long generation;

    public TakesViewModel(TakeWorkflows workflows, ReleaseChoice release, TaskRunner runner, DialogService dialogs) {
        this.workflows = workflows;
        this.release = release;
        this.runner = runner;
        this.dialogs = dialogs;
        releaseLine.set(release.line());
        release.chosenProperty().addListener((obs, old, now) -> {
            releaseLine.set(release.line());
            refresh();
        });
    }

    /** Reads the takes again and judges their binding against the release tree now in force. */
    public void refresh() {
        long asked = ++generation;
        runner.run(progress -> workflows.list(release.current()).stream().map(TakeRow::of).toList(), read -> {
            if (asked == generation) {
                show(read);
            }
        }, error -> dialogs.showError("Cannot read the analyst takes", message(error)));
    }

    /** Asks for the release tree; the list is judged against it from then on. */
    public void chooseRelease() {
        release.choose();
    }

    /** A v2 fallback has no prose, no screens and nothing to authorize: its row says all there is. */
    public void explainFallback(TakeRow row) {
        dialogs.notify("Nothing more to open", row.raceId() + " · " + row.schema() + " is a prose-free fallback ("
                + row.bindingLabel() + "): no briefing, no screens, nothing to authorize.");
    }

    private void show(List<TakeRow> read) {
        rows.setAll(read);
        long stale = read.stream().filter(r -> r.binding() == BindingStatus.STALE).count();
        long drafts = read.stream().filter(TakeRow::briefing).count();
        summary.set(String.format(Locale.US, "%d takes · %d AI-written · %d stale", read.size(), drafts, stale));
    }

    static String message(Throwable error) {
        return error.getMessage() == null ? error.getClass().getSimpleName() : error.getMessage();
    }

    public ObservableList<TakeRow> rows() {
        return rowsView;
    }

    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty releaseLineProperty() {
        return releaseLine.getReadOnlyProperty();
    }
}
