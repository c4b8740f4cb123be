package org.copydesk.app.desktop;

import java.time.Clock;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Supplier;

import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.stage.Screen;
import javafx.stage.Stage;

import org.copydesk.app.Services;
import org.copydesk.app.desktop.common.DialogService;
import org.copydesk.app.desktop.common.FxTaskRunner;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.desktop.duplicates.ComparisonViewModel;
import org.copydesk.app.desktop.duplicates.DuplicateNotes;
import org.copydesk.app.desktop.duplicates.DuplicatesViewModel;
import org.copydesk.app.desktop.duplicates.PairSource;
import org.copydesk.app.desktop.duplicates.SigningPairDecider;
import org.copydesk.app.desktop.duplicates.StorePairSource;
import org.copydesk.app.desktop.importing.ImportViewModel;
import org.copydesk.app.desktop.queue.QueueViewModel;
import org.copydesk.app.desktop.record.RecordViewModel;
import org.copydesk.app.workflow.ImportWorkflow;
import org.copydesk.app.workflow.RecordWorkflow;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.store.EvidenceStore;

/** The composition root of the window: wires store, workflows, view models and views, once. */
public final class DesktopRoot {

    private final Stage stage;
    private final MainWindow window;
    private final QueueViewModel queue;
    private final RecordViewModel record;
    private final DuplicatesViewModel duplicates;

    public DesktopRoot(EvidenceStore store, Executor executor, Stage stage) {
        // Unlocking a key in the window arrives with the decision sheet; until then nothing is signed here.
        this(store, executor, stage, new FxDialogService(stage), Optional::empty);
    }

    DesktopRoot(EvidenceStore store, Executor executor, Stage stage, DialogService dialogs) {
        this(store, executor, stage, dialogs, Optional::empty);
    }

    /** With the dialogs and the signing key given, so that a test can answer what the headless toolkit cannot show. */
    DesktopRoot(EvidenceStore store, Executor executor, Stage stage, DialogService dialogs,
                Supplier<Optional<SigningKey>> key) {
        this.stage = stage;
        TaskRunner runner = new FxTaskRunner(executor);
        Services services = new Services(store, Clock.systemUTC());
        PairSource pairs = new StorePairSource(services);
        record = new RecordViewModel(new RecordWorkflow(store.runs()), runner, dialogs,
                sha -> pairs.pairs().stream().filter(p -> p.names(sha)).map(p -> p.lineFor(sha)).toList());
        duplicates = new DuplicatesViewModel(pairs, runner, dialogs);
        ComparisonViewModel comparison = new ComparisonViewModel(pairs,
                new SigningPairDecider(services.decisions(), key, dialogs, runner), runner, dialogs, this::pairDecided);
        DeskViewModel desk = new DeskViewModel(store.location().toString(), record, duplicates, comparison);
        queue = new QueueViewModel(store.runs(), runner, dialogs, desk::open,
                () -> DuplicateNotes.byRecord(pairs.pairs()));
        ImportViewModel importing = new ImportViewModel(new ImportWorkflow(store), runner, dialogs, queue::refresh);
        window = new MainWindow(desk, queue, importing, stage::close);
    }

    /** A decision changes no record: the lists read their notes again, the queue keeps its rows. */
    private void pairDecided() {
        duplicates.refresh();
        queue.refreshDuplicates();
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
