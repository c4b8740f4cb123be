package org.copydesk.app.desktop;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import org.copydesk.app.desktop.audit.AuditViewModel;
import org.copydesk.app.desktop.decide.RecordDecisionsViewModel;
import org.copydesk.app.desktop.record.RecordViewModel;
import org.copydesk.app.desktop.sign.SigningViewModel;

/** The window: which page shows, and the status bar's store and key state. */
public final class DeskViewModel {

    private final RecordViewModel record;
    private final RecordDecisionsViewModel decisions;
    private final SigningViewModel signing;
    private final AuditViewModel audit;
    private final ReadOnlyObjectWrapper<DeskPage> page = new ReadOnlyObjectWrapper<>(DeskPage.QUEUE);
    private final ReadOnlyStringWrapper storeLine;

    public DeskViewModel(String storeLocation, RecordViewModel record, RecordDecisionsViewModel decisions,
                         SigningViewModel signing, AuditViewModel audit) {
        this.record = record;
        this.decisions = decisions;
        this.signing = signing;
        this.audit = audit;
        this.storeLine = new ReadOnlyStringWrapper("Store: " + storeLocation);
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

    public ReadOnlyObjectProperty<DeskPage> pageProperty() {
        return page.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty storeLineProperty() {
        return storeLine.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty keyLineProperty() {
        return signing.keyLineProperty();
    }

    public void open(String recordSha256) {
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
}
