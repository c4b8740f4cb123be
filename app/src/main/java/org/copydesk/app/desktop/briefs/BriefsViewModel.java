package org.copydesk.app.desktop.briefs;

import java.util.List;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.workflow.BriefEntry;

/** View → Research briefs (Ctrl+B): every stored brief with its last valid decision. */
public final class BriefsViewModel {

    private final BriefList list;
    private final TaskRunner runner;
    private final ObservableList<BriefEntry> rows = FXCollections.observableArrayList();
    private final ObservableList<BriefEntry> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private long generation;

    public BriefsViewModel(BriefList list, TaskRunner runner) {
        this.list = list;
        this.runner = runner;
    }

    /** Reads the briefs afresh (a decision may have been signed meanwhile). */
    public void refresh() {
        long asked = ++generation;
        summary.set("Reading research briefs…");
        runner.run(progress -> list.list(), found -> {
            if (asked == generation) {
                rows.setAll(found);
                summary.set(found.isEmpty() ? "No research brief in this store. Import one with Ctrl+I."
                        : found.size() + (found.size() == 1 ? " research brief" : " research briefs"));
            }
        }, error -> {
            if (asked == generation) {
                summary.set("Cannot read the research briefs: " + error.getMessage());
            }
        });
    }

    public ObservableList<BriefEntry> rows() {
        return rowsView;
    }

    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }
}
