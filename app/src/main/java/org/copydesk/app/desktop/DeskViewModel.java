package org.copydesk.app.desktop;

import java.util.function.BiConsumer;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import org.copydesk.app.workflow.log.LogReport;
import org.copydesk.app.desktop.audit.AuditViewModel;
import org.copydesk.app.desktop.briefs.BriefViewModel;
import org.copydesk.app.desktop.briefs.BriefsViewModel;
import org.copydesk.app.desktop.decide.RecordDecisionsViewModel;
import org.copydesk.app.desktop.duplicates.ComparisonViewModel;
import org.copydesk.app.desktop.duplicates.DuplicatesViewModel;
import org.copydesk.app.desktop.duplicates.PairEntry;
import org.copydesk.app.desktop.original.OriginalViewModel;
import org.copydesk.app.desktop.record.ExtractionViewModel;
import org.copydesk.app.desktop.evaluation.EvaluationViewModel;
import org.copydesk.app.desktop.record.RecordViewModel;
import org.copydesk.app.desktop.sign.SigningViewModel;
import org.copydesk.store.RecordFilter;

/** The window: which page shows, and the status bar's store and key state. */
public final class DeskViewModel {

    private final RecordViewModel record;
    private final RecordDecisionsViewModel decisions;
    private final SigningViewModel signing;
    private final AuditViewModel audit;
    private final DuplicatesViewModel duplicates;
    private final ComparisonViewModel comparison;
    private final SourcesAndBriefs sourcesAndBriefs;
    private DeskPage briefOpenedFrom = DeskPage.BRIEFS;
    private final EvaluationViewModel evaluation;
    private final ReadOnlyObjectWrapper<DeskPage> page = new ReadOnlyObjectWrapper<>(DeskPage.QUEUE);
    // A record opened from a comparison returns to it: the reviewer was in the middle of deciding a pair.
    private DeskPage recordOpenedFrom = DeskPage.QUEUE;
    private final ReadOnlyStringWrapper storeLine;
    private final ReadOnlyStringWrapper logLine = new ReadOnlyStringWrapper("");
    private BiConsumer<String, String> documentOpener = (kind, id) -> { };

    public DeskViewModel(String storeLocation, RecordViewModel record, RecordDecisionsViewModel decisions,
                         SigningViewModel signing, AuditViewModel audit, DuplicatesViewModel duplicates,
                         ComparisonViewModel comparison, EvaluationViewModel evaluation,
                         SourcesAndBriefs sourcesAndBriefs) {
        this.record = record;
        this.decisions = decisions;
        this.signing = signing;
        this.audit = audit;
        this.duplicates = duplicates;
        this.comparison = comparison;
        this.sourcesAndBriefs = sourcesAndBriefs;
        this.evaluation = evaluation;
        this.storeLine = new ReadOnlyStringWrapper(storeLocation);
    }

    public RecordViewModel record() {
        return record;
    }

    public RecordDecisionsViewModel decisions() {
        return decisions;
    }

    public SigningViewModel signing() {
        return signing;
    }

    public AuditViewModel audit() {
        return audit;
    }

    public DuplicatesViewModel duplicates() {
        return duplicates;
    }

    public ComparisonViewModel comparison() {
        return comparison;
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
        return signing.keyLineProperty();
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
        record.load(recordSha256);
        decisions.open(recordSha256);
        page.set(DeskPage.RECORD);
    }

    public void backToQueue() {
        page.set(DeskPage.QUEUE);
    }

    /** View → Audit: every decision, verified again now. */
    public void showAudit() {
        audit.refresh();
        page.set(DeskPage.AUDIT);
    }

    /** Back from a record to where it was opened: the queue, or the comparison it was opened from. */
    public void backFromRecord() {
        page.set(recordOpenedFrom);
    }

    /** Every duplicate suggestion, read afresh (decisions may have been signed meanwhile). */
    public void showDuplicates() {
        duplicates.refresh();
        page.set(DeskPage.DUPLICATES);
    }

    public void compare(PairEntry pair) {
        comparison.load(pair);
        page.set(DeskPage.COMPARISON);
    }

    public void backToDuplicates() {
        showDuplicates();
    }

    public ExtractionViewModel extraction() {
        return sourcesAndBriefs.extraction();
    }

    public OriginalViewModel original() {
        return sourcesAndBriefs.original();
    }

    public BriefsViewModel briefs() {
        return sourcesAndBriefs.briefs();
    }

    public BriefViewModel brief() {
        return sourcesAndBriefs.brief();
    }

    /** View → Research briefs: every stored brief, read afresh. */
    public void showBriefs() {
        sourcesAndBriefs.briefs().refresh();
        page.set(DeskPage.BRIEFS);
    }

    public void openBrief(String briefSha256) {
        briefOpenedFrom = page.get() == DeskPage.BRIEFS ? DeskPage.BRIEFS : DeskPage.QUEUE;
        sourcesAndBriefs.brief().load(briefSha256);
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

    public EvaluationViewModel evaluation() {
        return evaluation;
    }

    /** View → Evaluation: the figures, computed again from decisions verified now. */
    public void showEvaluation() {
        evaluation.refresh();
        page.set(DeskPage.EVALUATION);
    }
}
