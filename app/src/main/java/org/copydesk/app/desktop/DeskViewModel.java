package org.copydesk.app.desktop;

import java.util.function.BiConsumer;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableStringValue;

import org.copydesk.app.desktop.duplicates.PairEntry;
import org.copydesk.app.workflow.log.LogReport;
import org.copydesk.store.RecordFilter;

/**
 * The window's navigation: which page shows, where Back goes from a record or a brief, and the
 * status bar's store, key and log lines. The pages load through {@link DeskPages}.
 */
public final class DeskViewModel {

    private final DeskPages pages;
    private final ReadOnlyObjectWrapper<DeskPage> page = new ReadOnlyObjectWrapper<>(DeskPage.QUEUE);
    // A record opened from a comparison returns to it: the reviewer was in the middle of deciding a pair.
    private DeskPage recordOpenedFrom = DeskPage.QUEUE;
    private DeskPage briefOpenedFrom = DeskPage.BRIEFS;
    private final ReadOnlyStringWrapper storeLine;
    private final ReadOnlyStringWrapper keyLine = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper logLine = new ReadOnlyStringWrapper("");
    private BiConsumer<String, String> documentOpener = (kind, id) -> { };

    /** Over the store's label, the signing key's line (it follows the key) and the pages to load. */
    public DeskViewModel(String storeLocation, ObservableStringValue keyLine, DeskPages pages) {
        this.pages = pages;
        this.storeLine = new ReadOnlyStringWrapper(storeLocation);
        this.keyLine.bind(keyLine);
    }

    public ReadOnlyObjectProperty<DeskPage> pageProperty() {
        return page.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty storeLineProperty() {
        return storeLine.getReadOnlyProperty();
    }

    /** The status bar's word on the decision log: empty while unchecked and when intact, else a warning. */
    public ReadOnlyStringProperty logLineProperty() {
        return logLine.getReadOnlyProperty();
    }

    /** Shows what checking the decision log found. */
    public void showLog(LogReport report) {
        logLine.set(report.intact() ? "" : "  ·  ⚠ Decision log NOT intact: " + report.problems().get(0)
                + (report.problems().size() > 1 ? " (and " + (report.problems().size() - 1) + " more; see Audit)" : ""));
    }

    public ReadOnlyStringProperty keyLineProperty() {
        return keyLine.getReadOnlyProperty();
    }

    /**
     * Opens a queue row by kind: a shadow run in the record view; a take or brief where the window
     * shows those ({@link #onOpenDocument}).
     */
    public void openEntry(String kind, String id) {
        if (kind.equals(RecordFilter.KIND_SHADOW_RUN)) {
            open(id);
        } else {
            documentOpener.accept(kind, id);
        }
    }

    /** Who opens takes and briefs from the queue. */
    public void onOpenDocument(BiConsumer<String, String> opener) {
        documentOpener = opener;
    }

    public void open(String recordSha256) {
        recordOpenedFrom = page.get() == DeskPage.COMPARISON ? DeskPage.COMPARISON : DeskPage.QUEUE;
        pages.openRecord(recordSha256);
        page.set(DeskPage.RECORD);
    }

    public void backToQueue() {
        page.set(DeskPage.QUEUE);
    }

    /** View → Audit: every decision, verified again now. */
    public void showAudit() {
        pages.readAudit();
        page.set(DeskPage.AUDIT);
    }

    /** Back from a record to where it was opened: the queue, or the comparison it was opened from. */
    public void backFromRecord() {
        page.set(recordOpenedFrom);
    }

    /** Every duplicate suggestion, read afresh (decisions may have been signed meanwhile). */
    public void showDuplicates() {
        pages.readDuplicates();
        page.set(DeskPage.DUPLICATES);
    }

    public void compare(PairEntry pair) {
        pages.openPair(pair);
        page.set(DeskPage.COMPARISON);
    }

    public void backToDuplicates() {
        showDuplicates();
    }

    /** View → Research briefs: every stored brief, read afresh. */
    public void showBriefs() {
        pages.readBriefs();
        page.set(DeskPage.BRIEFS);
    }

    public void openBrief(String briefSha256) {
        briefOpenedFrom = page.get() == DeskPage.BRIEFS ? DeskPage.BRIEFS : DeskPage.QUEUE;
        pages.openBrief(briefSha256);
        page.set(DeskPage.BRIEF);
    }

    /** Back from a brief to where it was opened: the brief list, or the queue. */
    public void backFromBrief() {
        if (briefOpenedFrom == DeskPage.BRIEFS) {
            showBriefs();
        } else {
            page.set(DeskPage.QUEUE);
        }
    }

    /** Shows a page whose feature package loaded it already (the takes pages). */
    public void showPage(DeskPage next) {
        page.set(next);
    }

    /** View → Evaluation: the figures, computed again from decisions verified now. */
    public void showEvaluation() {
        pages.readEvaluation();
        page.set(DeskPage.EVALUATION);
    }
}
