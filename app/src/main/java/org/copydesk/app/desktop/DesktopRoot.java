package org.copydesk.app.desktop;

import java.util.concurrent.Executor;

import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.stage.Screen;
import javafx.stage.Stage;

import org.copydesk.app.desktop.common.DialogService;
import org.copydesk.app.desktop.common.FxTaskRunner;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.desktop.importing.ImportViewModel;
import org.copydesk.app.desktop.queue.QueueViewModel;
import org.copydesk.app.desktop.record.RecordViewModel;
import org.copydesk.app.workflow.ImportWorkflow;
import org.copydesk.app.workflow.RecordWorkflow;
import org.copydesk.store.EvidenceStore;

/** The composition root of the window: wires store, workflows, view models and views, once. */
public final class DesktopRoot {

    private final Stage stage;
    private final MainWindow window;
    private final QueueViewModel queue;
    private final RecordViewModel record;

    public DesktopRoot(EvidenceStore store, Executor executor, Stage stage) {
        this(store, executor, stage, new FxDialogService(stage));
    }

    /** With the dialogs given, so that a test can answer a file chooser the headless toolkit cannot show. */
    DesktopRoot(EvidenceStore store, Executor executor, Stage stage, DialogService dialogs) {
        this.stage = stage;
        TaskRunner runner = new FxTaskRunner(executor);
        record = new RecordViewModel(new RecordWorkflow(store.runs()), runner, dialogs);
        DeskViewModel desk = new DeskViewModel(store.location().toString(), record);
        queue = new QueueViewModel(store.runs(), runner, dialogs, desk::open);
        ImportViewModel importing = new ImportViewModel(new ImportWorkflow(store), runner, dialogs, queue::refresh);
        window = new MainWindow(desk, queue, importing, stage::close);
    }

    /** Puts the desk in the stage, shows it, and reads the queue. */
    public void show() {
        // Never larger than the screen: a window past its edges hides the status bar (and overflows a headless screen).
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        Scene scene = new Scene(window, Math.min(1440, screen.getWidth()), Math.min(900, screen.getHeight()));
        scene.getStylesheets().add(DesktopRoot.class.getResource(Styles.STYLESHEET).toExternalForm());
        stage.setTitle("copydesk — editor's desk");
        stage.setScene(scene);
        stage.show();
        queue.refresh();
        record.prepare();
        window.focusQueue();
    }
}
