package org.copydesk.app.desktop.common;

import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyStringProperty;

/** A started job: its progress (−1 while unknown, as a progress bar expects), its message, and a way to stop it. */
public interface RunningJob {

    ReadOnlyDoubleProperty progressProperty();

    ReadOnlyStringProperty messageProperty();

    /** Asks the job to stop; it stops at its next cancellation point and still reports its result. */
    void cancel();
}
