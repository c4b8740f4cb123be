package org.copydesk.app.desktop.queue;

import java.util.Optional;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

import org.copydesk.store.RecordColumns;

/**
 * One line of the queue table. It exists before its row is read and is filled in place when
 * its page arrives, so the table's list never changes under the selection while pages load.
 */
public final class QueueItem {

    static final String NOT_YET = "—";
    private static final String LOADING = "…";

    private final int index;
    private final ReadOnlyObjectWrapper<Optional<RecordColumns>> row = new ReadOnlyObjectWrapper<>(Optional.empty());
    private RowMark mark = RowMark.UNKNOWN;
    private String kind = "";

    QueueItem(int index) {
        this.index = index;
    }

    public int index() {
        return index;
    }

    /** Empty until the row's page has been read. */
    public ReadOnlyObjectProperty<Optional<RecordColumns>> rowProperty() {
        return row.getReadOnlyProperty();
    }

    void fill(MarkedRow line) {
        // Kind and mark first: cells re-read every column when the row property changes.
        kind = line.kind();
        mark = line.mark();
        row.set(Optional.of(line.columns()));
    }

    public boolean isLoaded() {
        return row.get().isPresent();
    }

    public Optional<String> recordSha256() {
        return row.get().map(RecordColumns::recordSha256);
    }

    /** "shadow run", "analyst take" or "research brief". */
    public String kind() {
        return isLoaded() ? kind.replace('_', ' ') : LOADING;
    }

    /** The kind as stored ({@code shadow_run}, …), empty until loaded. */
    public String kindName() {
        return isLoaded() ? kind : "";
    }

    public String task() {
        return row.get().map(RecordColumns::task).orElse("");
    }

    public String status() {
        return row.get().map(RecordColumns::status).orElse("");
    }

    public String race() {
        return row.get().flatMap(RecordColumns::raceId).orElse("");
    }

    /** Title and publisher, the way an editor names a story: "Headline · Publisher". */
    public String source() {
        if (!isLoaded()) {
            return "";
        }
        RecordColumns r = row.get().get();
        String title = r.title().orElse(r.runId());
        return r.publisher().map(p -> title + " · " + p).orElse(title);
    }

    public String pollster() {
        return row.get().flatMap(RecordColumns::pollster).orElse("");
    }

    public String fieldDates() {
        if (!isLoaded()) {
            return "";
        }
        Optional<String> start = row.get().get().fieldStart();
        Optional<String> end = row.get().get().fieldEnd();
        if (start.isEmpty() && end.isEmpty()) {
            return "";
        }
        // Within one year the end drops its year, "2026-10-05 – 10-08", so the column stays narrow.
        String to = end.orElse("?");
        if (start.isPresent() && end.isPresent() && start.get().length() > 5 && to.length() > 5
                && start.get().substring(0, 5).equals(to.substring(0, 5))) {
            to = to.substring(5);
        }
        return start.orElse("?") + " – " + to;
    }

    /** "✓ all pass", "✗ 2 failed", or "—" when the run has not been checked yet. */
    public String checkState() {
        return isLoaded() ? mark.checks() : "";
    }

    /** The latest valid decision on the run, or "—". */
    public String decisionState() {
        return isLoaded() ? mark.decision() : "";
    }
}
