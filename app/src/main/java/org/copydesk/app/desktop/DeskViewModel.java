package org.copydesk.app.desktop;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import org.copydesk.app.desktop.record.RecordViewModel;

/** The window: which page shows, and the status bar's store and key state. */
public final class DeskViewModel {

    private final RecordViewModel record;
    private final ReadOnlyObjectWrapper<DeskPage> page = new ReadOnlyObjectWrapper<>(DeskPage.QUEUE);
    private final ReadOnlyStringWrapper storeLine;
    // Signing arrives with decisions; until then the window says plainly that nothing can be signed.
    private final ReadOnlyStringWrapper keyLine = new ReadOnlyStringWrapper("no signing key");

    public DeskViewModel(String storeLocation, RecordViewModel record) {
        this.record = record;
        this.storeLine = new ReadOnlyStringWrapper("Store: " + storeLocation);
    }

    public RecordViewModel record() {
        return record;
    }

    public ReadOnlyObjectProperty<DeskPage> pageProperty() {
        return page.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty storeLineProperty() {
        return storeLine.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty keyLineProperty() {
        return keyLine.getReadOnlyProperty();
    }

    public void open(String recordSha256) {
        record.load(recordSha256);
        page.set(DeskPage.RECORD);
    }

    public void backToQueue() {
        page.set(DeskPage.QUEUE);
    }
}
