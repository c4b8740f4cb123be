package org.copydesk.app.desktop;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/** The window's one executor: named daemon threads that report what escapes them, shut down on exit. */
public final class DesktopThreads {

    /** Enough for a long import, a record load and page reads at once, on a two-core laptop. */
    private static final int THREADS = 3;

    private DesktopThreads() {
    }

    public static ExecutorService executor(Thread.UncaughtExceptionHandler onUncaught) {
        ThreadFactory base = Executors.defaultThreadFactory();
        AtomicInteger count = new AtomicInteger();
        return Executors.newFixedThreadPool(THREADS, work -> {
            Thread thread = base.newThread(work);
            thread.setName("copydesk-worker-" + count.incrementAndGet());
            thread.setDaemon(true);
            thread.setUncaughtExceptionHandler(onUncaught);
            return thread;
        });
    }

    /** Escaped failures go to stderr with the thread's name; task failures are shown by their own handlers. */
    public static Thread.UncaughtExceptionHandler printing() {
        return (thread, error) -> {
            System.err.println("copydesk: uncaught in " + thread.getName() + ": " + error);
            error.printStackTrace();
        };
    }
}
