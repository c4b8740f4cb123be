package org.copydesk.app.desktop.common;

import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Consumer;

import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyStringProperty;

/**
 * Runs jobs as JavaFX tasks on the injected executor; progress and message are the task's own properties.
 * Once the executor is shut down (the window closing) a job is not run and neither handler is called.
 */
public final class FxTaskRunner implements TaskRunner {

    private final Executor executor;

    public FxTaskRunner(Executor executor) {
        this.executor = executor;
    }

    @Override
    public <T> RunningJob run(BackgroundJob<T> job, Consumer<? super T> onSuccess, Consumer<Throwable> onFailure) {
        Tasks.ReportingTask<T> task = Tasks.reporting(job).onSuccess(onSuccess).onFailure(onFailure).build();
        try {
            executor.execute(task);
        } catch (RejectedExecutionException closing) {
            // The root shut its pool down: the window is closing, and a follow-up a finished job asked
            // for (the queue's count after its page) has nobody left to show it to.
        }
        return new RunningJob() {
            @Override
            public ReadOnlyDoubleProperty progressProperty() {
                return task.progressProperty();
            }

            @Override
            public ReadOnlyStringProperty messageProperty() {
                return task.messageProperty();
            }

            @Override
            public void cancel() {
                task.requestStop();
            }
        };
    }
}
