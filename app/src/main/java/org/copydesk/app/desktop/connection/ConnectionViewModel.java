package org.copydesk.app.desktop.connection;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import org.copydesk.app.desktop.common.BackgroundJob;
import org.copydesk.app.desktop.common.RunningJob;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.store.StoreUnreachableException;

/**
 * Whether the desk's store answers. Any background job that finds the store gone turns on the
 * banner and disables what needs the store, with the reason; the desk then asks the store again
 * after 1, 2, 4, 8, 16 and then every 30 seconds, on the worker pool, until it answers, and
 * tells whoever waits for it (the queue reads itself again, a decision in doubt is looked up).
 */
public final class ConnectionViewModel {

    static final List<Duration> BACKOFF = List.of(Duration.ofSeconds(1), Duration.ofSeconds(2), Duration.ofSeconds(4),
            Duration.ofSeconds(8), Duration.ofSeconds(16), Duration.ofSeconds(30));
    /** Why an action that needs the store is disabled while it does not answer. */
    public static final String NEEDS_STORE = "the store is not answering; copydesk is reconnecting";

    private final BackgroundJob<Void> ping;
    private final TaskRunner runner;
    private final Delays delays;
    private final ReadOnlyBooleanWrapper available = new ReadOnlyBooleanWrapper(true);
    private final ReadOnlyStringWrapper banner = new ReadOnlyStringWrapper("");
    private final List<Runnable> onBack = new ArrayList<>();
    private final List<Runnable> onceBack = new ArrayList<>();
    private String reason = "";
    private int attempts;
    private boolean probing;

    /** {@code ping} returns when the store answers and throws when it does not (the store's own ping). */
    public ConnectionViewModel(Runnable ping, TaskRunner runner, Delays delays) {
        this.ping = progress -> {
            ping.run();
            return null;
        };
        this.runner = runner;
        this.delays = delays;
    }

    /** False while the store does not answer. */
    public ReadOnlyBooleanProperty availableProperty() {
        return available.getReadOnlyProperty();
    }

    /** What the banner says; empty while the store answers. */
    public ReadOnlyStringProperty bannerProperty() {
        return banner.getReadOnlyProperty();
    }

    /** Runs every time the store answers again after it was lost (the queue reads itself again). */
    public void onReconnected(Runnable action) {
        onBack.add(action);
    }

    /** Runs {@code action} once, the next time the store answers (at once when it does now). */
    public void whenAvailable(Runnable action) {
        if (available.get()) {
            action.run();
        } else {
            onceBack.add(action);
        }
    }

    /** A job found the store gone: say so, and start asking it again. */
    public void lost(Throwable error) {
        Optional<StoreUnreachableException> unreachable = unreachable(error);
        if (unreachable.isEmpty()) {
            return;
        }
        reason = detail(unreachable.get().getMessage());
        if (!available.get()) {
            return;
        }
        attempts = 0;
        // The words first: whoever sees the store turn unavailable (the banner showing, a test
        // reading it) finds them already said. The next try runs later, never inside this call.
        scheduleProbe();
        available.set(false);
    }

    /** Asks the store at once (the banner's Retry now), not waiting for the next try. */
    public void retryNow() {
        if (!available.get() && !probing) {
            probe();
        }
    }

    private void scheduleProbe() {
        Duration wait = BACKOFF.get(Math.min(attempts, BACKOFF.size() - 1));
        banner.set("The store is not answering" + reason + ". Copydesk tries again in " + wait.toSeconds()
                + " s; what needs the store waits until then. Nothing signed is lost.");
        delays.after(wait, () -> {
            if (!available.get() && !probing) {
                probe();
            }
        });
    }

    private void probe() {
        probing = true;
        banner.set("The store is not answering" + reason + ". Trying again now…");
        runner.run(ping, done -> {
            probing = false;
            available.set(true);
            banner.set("");
            List<Runnable> waiting = new ArrayList<>(onceBack);
            onceBack.clear();
            waiting.forEach(Runnable::run);
            onBack.forEach(Runnable::run);
        }, error -> {
            probing = false;
            unreachable(error).ifPresent(u -> reason = detail(u.getMessage()));
            attempts++;
            scheduleProbe();
        });
    }

    /**
     * {@code runner}, telling this desk when a job fails because the store stopped answering; the
     * job's own failure handler still runs, so its page can say what did not happen.
     */
    public TaskRunner watching(TaskRunner runner) {
        return new TaskRunner() {
            @Override
            public <T> RunningJob run(BackgroundJob<T> job, Consumer<? super T> onSuccess,
                                      Consumer<Throwable> onFailure) {
                return runner.run(job, onSuccess, error -> {
                    lost(error);
                    onFailure.accept(error);
                });
            }
        };
    }

    /** The store's "not answering" in {@code error} or its causes. */
    public static Optional<StoreUnreachableException> unreachable(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof StoreUnreachableException u) {
                return Optional.of(u);
            }
        }
        return Optional.empty();
    }

    /** The server's reason in brackets at the end of the store's message, as " (…)". */
    private static String detail(String message) {
        if (message == null) {
            return "";
        }
        int open = message.indexOf(" (");
        return open < 0 || !message.endsWith(")") ? "" : message.substring(open);
    }
}
