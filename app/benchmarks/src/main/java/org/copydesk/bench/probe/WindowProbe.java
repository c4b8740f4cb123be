package org.copydesk.bench.probe;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.checks.ChecksViewModel;
import org.copydesk.app.desktop.common.DialogService;
import org.copydesk.app.desktop.common.FxTaskRunner;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.desktop.decide.DecisionHistoryViewModel;
import org.copydesk.app.desktop.decide.DecisionSheetViewModel;
import org.copydesk.app.desktop.decide.RecordDecisionsViewModel;
import org.copydesk.app.desktop.original.OriginalViewModel;
import org.copydesk.app.desktop.queue.QueueItem;
import org.copydesk.app.desktop.queue.QueueMarks;
import org.copydesk.app.desktop.queue.QueueView;
import org.copydesk.app.desktop.queue.QueueViewModel;
import org.copydesk.app.desktop.record.ExtractionViewModel;
import org.copydesk.app.desktop.record.RecordView;
import org.copydesk.app.desktop.record.RecordViewModel;
import org.copydesk.app.desktop.sign.KeyFilesAndAgent;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.desktop.sign.SigningViewModel;
import org.copydesk.app.workflow.SourceOriginals;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.RecordColumns;
import org.copydesk.store.RecordFilter;
import org.copydesk.store.sqlite.SqliteEvidenceStore;

/**
 * The window half of the queue and record figures, run in a process with a display (the
 * parent starts it under a virtual X server): the desk's real view models and views, wired as
 * the window wires them, their work on a worker pool and their results on the FX thread. A
 * figure runs from the command (refresh, filter, load) to the first layout pulse after its
 * content is on screen: the queue's first page of rows filled, or the record loaded.
 * Prints one line per timing for the parent: {@code window <figure> <seconds> <peak heap bytes>}.
 */
public final class WindowProbe {

    public static final String QUEUE_OPEN = "queue-open";
    public static final String QUEUE_FILTER = "queue-filter";
    public static final String RECORD_OPEN = "record-open";
    /** Rows the queue asks for at a time, as its model pages. */
    private static final int PAGE = 100;
    private static final long TIMEOUT_SECONDS = 120;

    private final Path queueStore;
    private final Path recordStore;
    private final int repetitions;
    private final Heap heap;

    /** The bench's peak-heap meter: reset before a figure, read after it. */
    public interface Heap {
        void reset();

        long peakBytes();
    }

    public WindowProbe(Path queueStore, Path recordStore, int repetitions, Heap heap) {
        this.queueStore = queueStore;
        this.recordStore = recordStore;
        this.repetitions = repetitions;
        this.heap = heap;
    }

    public void run(PrintWriter out) {
        CompletableFuture<Void> started = new CompletableFuture<>();
        Platform.startup(() -> started.complete(null));
        started.join();
        Platform.setImplicitExit(false);
        try {
            for (int i = 0; i < repetitions; i++) {
                queue(out);
                record(out);
            }
        } finally {
            Platform.exit();
        }
    }

    /**
     * A pool for one figure's desk, drained before its store closes: work the desk started in
     * the background (the duplicate notes, pages read ahead) must not outlive the store.
     */
    private static void drain(AppRoot app) {
        if (!app.awaitQuiet(Duration.ofSeconds(TIMEOUT_SECONDS))) {
            throw new IllegalStateException("the desk's background work did not finish within "
                    + TIMEOUT_SECONDS + " s");
        }
    }

    private void queue(PrintWriter out) {
        try (AppRoot services = AppRoot.owning(SqliteEvidenceStore.open(queueStore, Clock.systemUTC()),
                Clock.systemUTC())) {
            EvidenceStore store = services.store();
            // The race of a run in the middle of the first page, as the store-side queue figure picks it.
            List<RecordColumns> first = store.queue().page(RecordFilter.all(), 0, PAGE);
            String race = first.get(first.size() / 2).raceId().orElse("");
            Stage stage = onFx(Stage::new);
            TaskRunner runner = new FxTaskRunner(services.executor());
            DialogService dialogs = new ProbeDialogs();
            QueueViewModel queue = onFx(() -> new QueueViewModel(services.queue(),
                    new QueueMarks(store.checkStates(), services.checks(), services.decisionStates()), runner,
                    dialogs, (kind, id) -> { }));
            QueueView view = onFx(() -> new QueueView(queue));
            show(stage, view);
            List<QueueItem> empty = queue.rowsProperty().get();
            time(out, QUEUE_OPEN, stage, queue::refresh, () -> firstRowFilled(queue, empty));
            List<QueueItem> unfiltered = queue.rowsProperty().get();
            time(out, QUEUE_FILTER, stage, () -> queue.filterRace(Optional.of(race)),
                    () -> firstRowFilled(queue, unfiltered) && queue.rowsProperty().get().get(0).race().equals(race));
            onFx(() -> {
                stage.close();
                return null;
            });
            drain(services);
        }
    }

    private void record(PrintWriter out) {
        try (AppRoot services = AppRoot.owning(SqliteEvidenceStore.open(recordStore, Clock.systemUTC()),
                Clock.systemUTC())) {
            EvidenceStore store = services.store();
            String digest = store.runs().allIds().get(0);
            Stage stage = onFx(Stage::new);
            TaskRunner runner = new FxTaskRunner(services.executor());
            DialogService dialogs = new ProbeDialogs();
            RecordViewModel record = onFx(() -> new RecordViewModel(services.records(), runner, dialogs));
            RecordView view = onFx(() -> {
                // As DesktopRoot wires the record page: its decision bar and checks tab come with it.
                SigningViewModel signing = new SigningViewModel(services.roster()::current, new KeyFilesAndAgent(), runner,
                        dialogs, IdlePolicy.standard());
                DecisionSheetViewModel sheet = new DecisionSheetViewModel(runner, services.decisions()::decide, signing);
                ChecksViewModel checks = new ChecksViewModel(services.checks()::checkRun,
                        services.checkCatalogue(), runner, record);
                DecisionHistoryViewModel history = new DecisionHistoryViewModel(services.verify()::forSubject, runner);
                RecordDecisionsViewModel decisions = new RecordDecisionsViewModel(record, checks, history, sheet, signing,
                        () -> { });
                SourceOriginals originals = services.originals();
                return new RecordView(record, decisions, new ExtractionViewModel(originals, runner, record),
                        new OriginalViewModel(originals, runner, record.source()), () -> { });
            });
            show(stage, view);
            time(out, RECORD_OPEN, stage, () -> record.load(digest),
                    () -> record.loadedProperty().get() && record.recordSha256Property().get().equals(digest));
            onFx(() -> {
                stage.close();
                return null;
            });
            drain(services);
        }
    }

    /** The queue shows a new list (not {@code before}) whose first row has arrived. */
    private static boolean firstRowFilled(QueueViewModel queue, List<QueueItem> before) {
        List<QueueItem> rows = queue.rowsProperty().get();
        return rows != before && !rows.isEmpty() && rows.get(0).isLoaded();
    }

    private void show(Stage stage, Parent root) {
        onFx(() -> {
            Scene scene = new Scene(root, 1440, 900);
            scene.getStylesheets().add(Styles.class.getResource(Styles.STYLESHEET).toExternalForm());
            stage.setScene(scene);
            stage.show();
            return null;
        });
        waitForPulse(stage, () -> true);
    }

    /** From {@code command} on the FX thread to the first layout pulse after {@code done} holds. */
    private void time(PrintWriter out, String figure, Stage stage, Runnable command, BooleanSupplier done) {
        heap.reset();
        long start = System.nanoTime();
        onFx(() -> {
            command.run();
            return null;
        });
        waitForPulse(stage, done);
        double seconds = (System.nanoTime() - start) / 1e9;
        out.printf(java.util.Locale.ROOT, "window %s %.6f %d%n", figure, seconds, heap.peakBytes());
        out.flush();
    }

    /** Waits for a layout pulse that finds {@code done} true, asking for pulses until one does. */
    private static void waitForPulse(Stage stage, BooleanSupplier done) {
        CompletableFuture<Void> reached = new CompletableFuture<>();
        Runnable[] listener = new Runnable[1];
        listener[0] = () -> {
            if (done.getAsBoolean()) {
                stage.getScene().removePostLayoutPulseListener(listener[0]);
                reached.complete(null);
            } else {
                Platform.requestNextPulse();
            }
        };
        Platform.runLater(() -> {
            stage.getScene().addPostLayoutPulseListener(listener[0]);
            Platform.requestNextPulse();
        });
        try {
            reached.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException("the window did not finish within " + TIMEOUT_SECONDS + " s", e);
        }
    }

    private static <T> T onFx(Supplier<T> work) {
        CompletableFuture<T> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(work.get());
            } catch (RuntimeException e) {
                result.completeExceptionally(e);
            }
        });
        return result.join();
    }
}
