package org.copydesk.app.desktop.common;

import java.util.concurrent.Callable;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

import javafx.concurrent.Task;

/**
 * Builds a {@link Task} from work and its result handlers, which JavaFX runs on the FX thread:
 * {@code Tasks.create(callable).onSuccess(…).onFailure(…).run(executor)}.
 */
public final class Tasks<T> {

    private final BackgroundJob<T> work;
    private Consumer<? super T> success = value -> { };
    private Consumer<Throwable> failure = error -> { };

    private Tasks(BackgroundJob<T> work) {
        this.work = work;
    }

    public static <T> Tasks<T> create(Callable<T> work) {
        return new Tasks<>(progress -> work.call());
    }

    /** Work that reports progress (bound to the task's {@code progressProperty()}) and can be asked to stop. */
    public static <T> Tasks<T> reporting(BackgroundJob<T> work) {
        return new Tasks<>(work);
    }

    public Tasks<T> onSuccess(Consumer<? super T> handler) {
        this.success = handler;
        return this;
    }

    public Tasks<T> onFailure(Consumer<Throwable> handler) {
        this.failure = handler;
        return this;
    }

    public ReportingTask<T> build() {
        ReportingTask<T> task = new ReportingTask<>(work);
        task.setOnSucceeded(event -> success.accept(task.getValue()));
        task.setOnFailed(event -> failure.accept(task.getException()));
        return task;
    }

    public ReportingTask<T> run(Executor executor) {
        ReportingTask<T> task = build();
        executor.execute(task);
        return task;
    }

    /** A task whose work sees a {@link JobProgress}; stopping is cooperative so that a stopped job still reports. */
    public static final class ReportingTask<T> extends Task<T> implements JobProgress {
        private final BackgroundJob<T> work;
        private final AtomicBoolean stop = new AtomicBoolean();

        ReportingTask(BackgroundJob<T> work) {
            this.work = work;
        }

        @Override
        protected T call() throws Exception {
            return work.call(this);
        }

        @Override
        public void update(long done, long total, String message) {
            if (total > 0) {
                updateProgress(done, total);
            }
            updateMessage(message);
        }

        @Override
        public boolean stopRequested() {
            return stop.get() || isCancelled();
        }

        /** Not {@link #cancel()}: an interrupted import would lose its summary; the work stops itself. */
        public void requestStop() {
            stop.set(true);
        }
    }
}
