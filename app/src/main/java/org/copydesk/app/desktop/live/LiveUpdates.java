package org.copydesk.app.desktop.live;

import java.time.Clock;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.store.ChangeKind;
import org.copydesk.store.StoreChange;

/**
 * What other desks commit, shown in this one as it happens: each tick polls the store's change
 * feed on the worker pool (never the FX thread), and each view that shows a kind of content that
 * changed is read again, once per poll however many changes it brought. A tick while the last
 * poll is still out does nothing, so a slow store is never asked twice at once.
 */
public final class LiveUpdates {

    private final Supplier<List<StoreChange>> poll;
    private final TaskRunner runner;
    private final List<Reader> readers = new ArrayList<>();
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss");

    private final Clock clock;
    private final ZoneId zone;
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper line = new ReadOnlyStringWrapper("live");
    private String lastChange = "";
    private boolean polling;
    private boolean caughtUp;

    /** With the desk's clock and time zone, for the status line's "last change at 09:12:44". */
    public LiveUpdates(Supplier<List<StoreChange>> poll, TaskRunner runner, Clock clock, ZoneId zone) {
        this.poll = poll;
        this.runner = runner;
        this.clock = clock;
        this.zone = zone;
    }

    /** Runs {@code read} (on the FX thread) after every poll that found a change of one of {@code kinds}. */
    public void onChange(Set<ChangeKind> kinds, Runnable read) {
        readers.add(new Reader(EnumSet.copyOf(kinds), read));
    }

    /** Polls the feed unless a poll is already out. */
    public void tick() {
        if (polling) {
            return;
        }
        polling = true;
        runner.run(progress -> poll.get(), changes -> {
            polling = false;
            problem.set("");
            if (caughtUp) {
                tell(changes);
            } else {
                // The feed's marks start at its first answer, which may follow the views' first reads:
                // what another desk wrote in between would never be told, so every view reads once more.
                caughtUp = true;
                readers.forEach(reader -> reader.read().run());
            }
            line.set(lastChange.isEmpty() ? "live" : "live · " + lastChange);
        }, error -> {
            polling = false;
            problem.set("Live updates paused: " + (error.getMessage() == null
                    ? error.getClass().getSimpleName() : error.getMessage()));
            line.set(problem.get());
        });
    }

    private void tell(List<StoreChange> changes) {
        if (changes.isEmpty()) {
            return;
        }
        EnumSet<ChangeKind> changed = EnumSet.noneOf(ChangeKind.class);
        changes.forEach(change -> changed.add(change.kind()));
        lastChange = "last change " + LocalTime.ofInstant(clock.instant(), zone).format(TIME) + " ("
                + String.join(", ", changed.stream().map(ChangeKind::wire).toList()) + ")";
        for (Reader reader : readers) {
            if (reader.kinds().stream().anyMatch(changed::contains)) {
                reader.read().run();
            }
        }
    }

    /**
     * The status bar's word on it: "live", "live · last change 09:12:44 (decisions)" once something
     * arrived, or why the feed does not answer.
     */
    public ReadOnlyStringProperty lineProperty() {
        return line.getReadOnlyProperty();
    }

    /** Empty while the feed answers; why it does not otherwise (the next tick tries again). */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    private record Reader(Set<ChangeKind> kinds, Runnable read) {
    }
}
