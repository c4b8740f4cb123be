package org.copydesk.app.desktop.common;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.Consumer;

import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * Holds every job until the test says so, so a test can interleave what the window would
 * interleave: a background answer arriving after the editor did something else.
 */
public final class QueuedTaskRunner implements TaskRunner {

    private final SameThreadTaskRunner inline = new SameThreadTaskRunner();
    private final Deque<Runnable> waiting = new ArrayDeque<>();

    @Override
    public <T> RunningJob run(BackgroundJob<T> job, Consumer<? super T> onSuccess, Consumer<Throwable> onFailure) {
        boolean[] cancelled = {false};
        waiting.add(() -> {
            if (!cancelled[0]) {
                inline.run(job, onSuccess, onFailure);
            }
        });
        return new RunningJob() {
            @Override
            public ReadOnlyDoubleProperty progressProperty() {
                return new ReadOnlyDoubleWrapper(-1).getReadOnlyProperty();
            }

            @Override
            public ReadOnlyStringProperty messageProperty() {
                return new ReadOnlyStringWrapper("").getReadOnlyProperty();
            }

            @Override
            public void cancel() {
                cancelled[0] = true;
            }
        };
    }

    /** Runs the jobs queued so far and those they queue, in order, until none is left. */
    public void runAll() {
        while (!waiting.isEmpty()) {
            waiting.poll().run();
        }
    }

    /** Runs the jobs queued so far, the last queued first: background answers arriving out of order. */
    public void runNewestFirst() {
        int queued = waiting.size();
        for (int i = 0; i < queued; i++) {
            waiting.pollLast().run();
        }
    }

    /** Runs only the jobs queued so far. */
    public void runQueued() {
        int queued = waiting.size();
        for (int i = 0; i < queued; i++) {
            waiting.poll().run();
        }
    }
}
