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
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.DesktopRoot;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.queue.FilterOption;
import org.copydesk.app.desktop.queue.QueueItem;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.store.RecordColumns;
import org.copydesk.store.RecordFilter;
import org.copydesk.store.sqlite.SqliteEvidenceStore;

/**
 * The window half of the queue and record figures, run in a process with a display (the
 * parent starts it under a virtual X server): the desk itself, built by {@link DesktopRoot} over
 * a root of its own per figure, driven through its own controls. A figure runs from the command
 * (showing the desk, which reads the queue; choosing a race in the race box; Enter on the queue's
 * row) to the first layout pulse after its content is on screen: the queue's first page of rows
 * filled, or the record shown.
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

    /**
     * The desk opened on the 100,000-run store: from showing it (which reads the queue) to its first
     * row on screen; then the race filter chosen in the desk's own race box.
     */
    private void queue(PrintWriter out) {
        try (AppRoot app = AppRoot.owning(SqliteEvidenceStore.open(queueStore, Clock.systemUTC()),
                Clock.systemUTC())) {
            // The race of a run in the middle of the first page, as the store-side queue figure picks it.
            List<RecordColumns> first = app.store().queue().page(RecordFilter.all(), 0, PAGE);
            String race = first.get(first.size() / 2).raceId().orElse("");
            Stage stage = onFx(Stage::new);
            DesktopRoot desk = onFx(() -> new DesktopRoot(app, stage, new ProbeDialogs(), IdlePolicy.standard()));
            time(out, QUEUE_OPEN, stage, desk::show, () -> firstRowFilled(stage, List.of()));
            drain(app);
            List<QueueItem> unfiltered = rows(stage);
            time(out, QUEUE_FILTER, stage, () -> chooseRace(stage, race),
                    () -> firstRowFilled(stage, unfiltered) && table(stage).getItems().get(0).race().equals(race));
            close(stage, desk);
            drain(app);
        }
    }

    /** The desk opened on the 2,000-block record's store: from Enter on its queue row to the record laid out. */
    private void record(PrintWriter out) {
        try (AppRoot app = AppRoot.owning(SqliteEvidenceStore.open(recordStore, Clock.systemUTC()),
                Clock.systemUTC())) {
            String digest = app.store().runs().allIds().get(0);
            Stage stage = onFx(Stage::new);
            DesktopRoot desk = onFx(() -> new DesktopRoot(app, stage, new ProbeDialogs(), IdlePolicy.standard()));
            onFx(() -> {
                desk.show();
                return null;
            });
            waitForPulse(stage, () -> firstRowFilled(stage, List.of()));
            // The record page is made once the first page is on screen; the record is opened after that.
            drain(app);
            time(out, RECORD_OPEN, stage, () -> pressEnter(table(stage)), () -> recordShown(stage, digest));
            close(stage, desk);
            drain(app);
        }
    }

    @SuppressWarnings("unchecked")
    private static TableView<QueueItem> table(Stage stage) {
        return (TableView<QueueItem>) stage.getScene().lookup("#" + Ids.QUEUE_TABLE);
    }

    /** The queue's rows now, read on the FX thread (from another thread). */
    private static List<QueueItem> rows(Stage stage) {
        return onFx(() -> table(stage).getItems());
    }

    /** Picks {@code race} in the queue's race box, as the editor would. */
    @SuppressWarnings("unchecked")
    private static void chooseRace(Stage stage, String race) {
        ComboBox<FilterOption> box = (ComboBox<FilterOption>) stage.getScene().lookup("#" + Ids.RACE_FILTER);
        FilterOption option = box.getItems().stream().filter(o -> o.value().equals(Optional.of(race))).findFirst()
                .orElseThrow(() -> new IllegalStateException("the race box offers no " + race));
        box.getSelectionModel().select(option);
    }

    /** Enter on the table: the queue opens its selected row (the first, selected when the rows came). */
    private static void pressEnter(TableView<QueueItem> table) {
        table.requestFocus();
        table.fireEvent(new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.ENTER, false, false, false, false));
    }

    /** The record page shows {@code digest}, loaded. */
    private static boolean recordShown(Stage stage, String digest) {
        Node page = stage.getScene().lookup("#" + Ids.RECORD);
        return page != null && page.isVisible()
                && stage.getScene().lookup("#" + Ids.RECORD_DIGEST) instanceof TextInputControl field
                && digest.equals(field.getText());
    }

    private static void close(Stage stage, DesktopRoot desk) {
        onFx(() -> {
            stage.close();
            desk.close();
            return null;
        });
    }

    /** The queue shows a new list (not {@code before}) whose first row has arrived; on the FX thread, at a pulse. */
    private static boolean firstRowFilled(Stage stage, List<QueueItem> before) {
        TableView<QueueItem> table = table(stage);
        if (table == null) {
            return false;
        }
        List<QueueItem> rows = table.getItems();
        return rows != before && !rows.isEmpty() && rows.get(0).isLoaded();
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
