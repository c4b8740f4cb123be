package org.copydesk.app.workflow;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The pool CPU-bound workflow steps (decoding, hashing, checking, signature verification) fan
 * out on: one thread per core, named, daemon so a forgotten pool never keeps the process alive.
 */
public final class Workers {

    private Workers() {
    }

    public static ExecutorService cpuPool(String name) {
        return cpuPool(name, Runtime.getRuntime().availableProcessors());
    }

    public static ExecutorService cpuPool(String name, int threads) {
        ThreadFactory base = Executors.defaultThreadFactory();
        AtomicInteger count = new AtomicInteger();
        return Executors.newFixedThreadPool(Math.max(1, threads), runnable -> {
            Thread thread = base.newThread(runnable);
            thread.setName(name + "-" + count.incrementAndGet());
            thread.setDaemon(true);
            thread.setUncaughtExceptionHandler((t, e) ->
                    System.err.println("copydesk: " + t.getName() + " failed: " + e));
            return thread;
        });
    }
}
