package org.copydesk.app.desktop;

import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The root's pool, watched: how many tasks ran at once at most, and how many were handed out by
 * a task already on the pool (a workflow fanning its work out, rather than running it on the
 * thread that called it).
 */
final class RecordingExecutor implements Executor {

    private final ExecutorService pool;
    private final AtomicInteger running = new AtomicInteger();
    private final AtomicInteger mostAtOnce = new AtomicInteger();
    private final AtomicInteger fannedOut = new AtomicInteger();

    RecordingExecutor(ExecutorService pool) {
        this.pool = pool;
    }

    @Override
    public void execute(Runnable task) {
        if (Thread.currentThread() instanceof ForkJoinWorkerThread worker && worker.getPool() == pool) {
            fannedOut.incrementAndGet();
        }
        pool.execute(() -> {
            mostAtOnce.accumulateAndGet(running.incrementAndGet(), Math::max);
            try {
                task.run();
            } finally {
                running.decrementAndGet();
            }
        });
    }

    /** Waits for the pool to fall quiet, then forgets what it saw. */
    void settleAndReset() {
        ((ForkJoinPool) pool).awaitQuiescence(30, java.util.concurrent.TimeUnit.SECONDS);
        mostAtOnce.set(0);
        fannedOut.set(0);
    }

    int mostAtOnce() {
        return mostAtOnce.get();
    }

    int fannedOut() {
        return fannedOut.get();
    }

    void shutdown() {
        pool.shutdownNow();
    }
}
