package org.copydesk.bench.micro;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.copydesk.store.EvidenceStore;
import org.copydesk.store.QueueIndex;
import org.copydesk.store.RecordColumns;
import org.copydesk.store.RecordFilter;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The queue's questions to the store, each timed once on a store opened for it, as a desk asks
 * them: opening the queue on a newly opened store, and a race or block-text filter right after
 * the queue was opened. {@code store} is a store file (the bench's grown queue store).
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class QueueBenchmarks {

    /** Rows the queue model asks for at a time. */
    public static final int PAGE = 100;

    /** A store opened for one timing, nothing asked of it yet. */
    @State(Scope.Thread)
    public static class NewStore {

        @Param("")
        public String store;

        EvidenceStore opened;

        @Setup(Level.Iteration)
        public void open() {
            opened = SqliteEvidenceStore.open(Path.of(store), Clock.systemUTC());
        }

        @TearDown(Level.Iteration)
        public void close() {
            opened.close();
        }
    }

    /**
     * A store whose queue was just opened, with the race and the words to filter by taken from
     * the run in the middle of its first page (its pollster's name: words the block text holds).
     */
    @State(Scope.Thread)
    public static class OpenedQueue {

        @Param("")
        public String store;

        EvidenceStore opened;
        RecordFilter race;
        RecordFilter words;

        @Setup(Level.Iteration)
        public void open() {
            opened = SqliteEvidenceStore.open(Path.of(store), Clock.systemUTC());
            List<RecordColumns> first = ask(opened.queue(), RecordFilter.all());
            RecordColumns sample = first.get(first.size() / 2);
            race = RecordFilter.all().withRace(sample.raceId().orElse(""));
            words = RecordFilter.all().withText(sample.pollster().orElse("poll"));
        }

        @TearDown(Level.Iteration)
        public void close() {
            opened.close();
        }
    }

    /** What the queue asks on opening and on each filter change: the counts, then the first page. */
    public static List<RecordColumns> ask(QueueIndex queue, RecordFilter filter) {
        if (queue.counts(filter).count() == 0) {
            throw new IllegalStateException("no run matches " + filter);
        }
        return queue.page(filter, 0, PAGE);
    }

    @Benchmark
    public List<RecordColumns> openQueue(NewStore state) {
        return ask(state.opened.queue(), RecordFilter.all());
    }

    @Benchmark
    public List<RecordColumns> filterByRace(OpenedQueue state) {
        return ask(state.opened.queue(), state.race);
    }

    @Benchmark
    public List<RecordColumns> filterByText(OpenedQueue state) {
        return ask(state.opened.queue(), state.words);
    }
}
