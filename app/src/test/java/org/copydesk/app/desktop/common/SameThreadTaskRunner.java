package org.copydesk.app.desktop.common;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/** Runs every job at once on the calling thread, so view-model tests are deterministic and need no toolkit. */
public final class SameThreadTaskRunner implements TaskRunner {

    private final List<Double> progressSeen = new ArrayList<>();
    private final List<String> messagesSeen = new ArrayList<>();
    private int jobs;

    @Override
    public <T> RunningJob run(BackgroundJob<T> job, Consumer<? super T> onSuccess, Consumer<Throwable> onFailure) {
        jobs++;
        ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(-1);
        ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
        boolean[] stop = {false};
        RunningJob running = new RunningJob() {
            @Override
            public ReadOnlyDoubleProperty progressProperty() {
                return progress.getReadOnlyProperty();
            }

            @Override
            public ReadOnlyStringProperty messageProperty() {
                return message.getReadOnlyProperty();
            }

            @Override
            public void cancel() {
                stop[0] = true;
            }
        };
        T result;
        try {
            result = job.call(new JobProgress() {
                @Override
                public void update(long done, long total, String text) {
                    if (total > 0) {
                        progress.set((double) done / total);
                        progressSeen.add(progress.get());
                    }
                    message.set(text);
                    messagesSeen.add(text);
                }

                @Override
                public boolean stopRequested() {
                    return stop[0];
                }
            });
        } catch (Exception e) {
            onFailure.accept(e);
            return running;
        }
        onSuccess.accept(result);
        return running;
    }

    public int jobs() {
        return jobs;
    }

    /** Every progress message a job sent, in order. */
    public List<String> messagesSeen() {
        return List.copyOf(messagesSeen);
    }

    public List<Double> progressSeen() {
        return List.copyOf(progressSeen);
    }
}
