package org.copydesk.bench.micro;

import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.TimeUnit;

import org.copydesk.model.run.ShadowRun;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Opening a record, store side: reading one run of many blocks and decoding it, its digests
 * recomputed, which the record view model does first. {@code store} holds the one record.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(time = 1)
@Measurement(time = 1)
@State(Scope.Benchmark)
public class RecordBenchmarks {

    @Param("")
    public String store;

    private EvidenceStore opened;
    private String id;

    @Setup(Level.Trial)
    public void open() {
        opened = SqliteEvidenceStore.open(Path.of(store), Clock.systemUTC());
        id = opened.runs().allIds().get(0);
    }

    @TearDown(Level.Trial)
    public void close() {
        opened.close();
    }

    @Benchmark
    public ShadowRun readAndDecode() {
        return opened.runs().find(id).orElseThrow();
    }
}
