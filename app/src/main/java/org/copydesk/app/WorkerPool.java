package org.copydesk.app;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The process's one executor: the window's background jobs and every workflow's CPU-bound fan-out
 * (decoding, checking, signature verification) share it. A fork-join pool, because a job on it
 * (an import started from the window) waits on the slices it hands out: a worker that joins is
 * replaced by a spare while it waits, so nested waits never starve the pool the way they would a
 * fixed one. Threads are named, daemon (a forgotten pool never keeps the process alive), and
 * report what escapes them.
 */
public final class WorkerPool {

    static final String THREAD_PREFIX = "copydesk-worker-";

    private WorkerPool() {
    }

    /** One thread per core, and never fewer than two, so a long job leaves room for a page read. */
    public static ExecutorService start() {
        return start(Math.max(2, Runtime.getRuntime().availableProcessors()));
    }

    public static ExecutorService start(int parallelism) {
        AtomicInteger count = new AtomicInteger();
        ForkJoinPool.ForkJoinWorkerThreadFactory threads = pool -> {
            ForkJoinWorkerThread thread = ForkJoinPool.defaultForkJoinWorkerThreadFactory.newThread(pool);
            thread.setName(THREAD_PREFIX + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
        return new ForkJoinPool(parallelism, threads, WorkerPool::uncaught, true);
    }

    /** Failures of jobs are shown by their own handlers; only what escapes them ends up here. */
    private static void uncaught(Thread thread, Throwable error) {
        System.err.println("copydesk: uncaught in " + thread.getName() + ": " + error);
    }
}
