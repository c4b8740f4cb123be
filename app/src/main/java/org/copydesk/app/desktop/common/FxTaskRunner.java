package org.copydesk.app.desktop.common;

import java.util.concurrent.Executor;
import java.util.function.Consumer;

import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyStringProperty;

/** Runs jobs as JavaFX tasks on the injected executor; progress and message are the task's own properties. */
public final class FxTaskRunner implements TaskRunner {

    private final Executor executor;

    public FxTaskRunner(Executor executor) {
        this.executor = executor;
    }

    @Override
    public <T> RunningJob run(BackgroundJob<T> job, Consumer<? super T> onSuccess, Consumer<Throwable> onFailure) {
        Tasks.ReportingTask<T> task = Tasks.reporting(job).onSuccess(onSuccess).onFailure(onFailure).run(executor);
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
