package org.copydesk.app.desktop.common;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.Consumer;

/**
 * Holds every job until the test says so, so a test can interleave what the window would
 * interleave: a background answer arriving after the editor did something else.
 */
public final class QueuedTaskRunner implements TaskRunner {

    private final SameThreadTaskRunner inline = new SameThreadTaskRunner();
    private final Deque<Runnable> waiting = new ArrayDeque<>();

    @Override
    public <T> RunningJob run(BackgroundJob<T> job, Consumer<? super T> onSuccess, Consumer<Throwable> onFailure) {
        RunningJob[] running = new RunningJob[1];
        waiting.add(() -> running[0] = inline.run(job, onSuccess, onFailure));
        return null;
    }

    /** Runs the jobs queued so far and those they queue, in order, until none is left. */
    public void runAll() {
        while (!waiting.isEmpty()) {
            waiting.poll().run();
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
