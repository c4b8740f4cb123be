package org.copydesk.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.copydesk.app.AppRoot;
import org.copydesk.app.workflow.decide.VerifiedDecision;
import org.copydesk.app.workflow.log.LogReport;
import org.copydesk.model.decision.Role;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.StoredDecision;
import org.copydesk.store.sqlite.SqliteEvidenceStore;

/**
 * {@code verify} over many signed decisions, one per run of the corpus (so each verification
 * also recomputes a different run's digest from its stored bytes), on a copy of the imported
 * store with a roster of an owner and an editor. The figure is decisions per second.
 */
final class VerifyBench {

    static final double TARGET_PER_SECOND = 5_000;
    private static final Instant ROSTER_AT = Instant.parse("2026-03-01T09:00:00Z");

    private final Path imported;
    private final Path work;

    VerifyBench(Path imported, Path work) {
        this.imported = imported;
        this.work = work;
    }

    /**
     * The decisions alone, and with the decision log (every leaf, node and checkpoint), within 1.5x of the
     * first. The two alternate, one of each per round, so both meet the same JIT, collector and machine
     * load: timed as two groups one after the other, the ratio of the medians moved from 1.21 to 1.69
     * between runs of the same code on a quiet machine.
     */
    List<Figure> measure(int warmups, int repetitions, int decisions) {
        Path store = prepared(decisions);
        Timings plain = new Timings(false);
        Timings logged = new Timings(true);
        for (int i = 0; i < warmups + repetitions; i++) {
            plain.once(store, decisions, i, warmups);
            logged.once(store, decisions, i, warmups);
        }
        plain.report();
        logged.report();
        double ratio = logged.seconds.median() / plain.seconds.median();
        double cpuRatio = logged.cpuSeconds.median() / plain.cpuSeconds.median();
        Figure versus = new Figure("verify with the decision log vs without", String.format(Locale.ROOT, "%.3f s",
                logged.seconds.median()), String.format(Locale.ROOT, "%.3f s", plain.seconds.median()),
                String.format(Locale.ROOT, "%.2f", ratio), "with/without <= 1.5", ratio <= LOG_RATIO_TARGET,
                HeapPeak.format(logged.heap));
        // The process's CPU time (every thread, the collector's too): what the work costs, which a
        // shared machine's load changes far less than the wall time.
        Figure versusCpu = new Figure("verify with the decision log vs without, CPU time", String.format(Locale.ROOT,
                "%.3f s", logged.cpuSeconds.median()), String.format(Locale.ROOT, "%.3f s", plain.cpuSeconds.median()),
                String.format(Locale.ROOT, "%.2f", cpuRatio), "with/without <= 1.5", cpuRatio <= LOG_RATIO_TARGET,
                HeapPeak.format(logged.heap));
        return List.of(plain.figure(decisions), logged.figure(decisions), versus, versusCpu);
    }

    static final double LOG_RATIO_TARGET = 1.5;

    /** One kind of verification's timings, wall and CPU, and its peak heap. */
    private static final class Timings {
        private final boolean withLog;
        private final Samples seconds = new Samples();
        private final Samples cpuSeconds = new Samples();
        private long heap;

        Timings(boolean withLog) {
            this.withLog = withLog;
        }

        void once(Path store, int decisions, int i, int warmups) {
            try (AppRoot root = AppRoot.owning(SqliteEvidenceStore.open(store, Clock.systemUTC()), Clock.systemUTC())) {
                HeapPeak.reset();
                long cpuStart = processCpuNanos();
                long start = System.nanoTime();
                List<VerifiedDecision> verified = root.verify().verifyAll();
                if (withLog) {
                    LogReport log = root.log().report();
                    if (!log.intact() || log.size() != decisions + 2) {
                        throw new IllegalStateException("the bench's decision log is not intact: " + log.problems());
                    }
                }
                double elapsed = (System.nanoTime() - start) / 1e9;
                double cpu = (processCpuNanos() - cpuStart) / 1e9;
                if (i >= warmups) {
                    seconds.add(elapsed);
                    cpuSeconds.add(cpu);
                }
                Bench.progress("  verify%s %s: %.3f s (CPU %.3f s, load %.1f)", withLog ? " with log" : "",
                        Samples.label(i, warmups), elapsed, cpu, ManagementFactory.getOperatingSystemMXBean()
                                .getSystemLoadAverage());
                heap = Math.max(heap, HeapPeak.peakBytes());
                long valid = verified.stream().filter(VerifiedDecision::isValid).count();
                if (valid != decisions) {
                    throw new IllegalStateException(valid + " of " + decisions + " decisions verified: "
                            + verified.get(0).detail());
                }
            }
        }

        void report() {
            Bench.progress("  verify%s %s; CPU %s", withLog ? " with log" : "", seconds.spread(), cpuSeconds.spread());
        }

        Figure figure(int decisions) {
            double rate = decisions / seconds.median();
            return new Figure("verify " + decisions + " signed decisions" + (withLog ? " and the decision log" : ""),
                    String.format(Locale.ROOT, "%.0f /s", rate), "",
                    "", String.format(Locale.ROOT, ">= %.0f /s", TARGET_PER_SECOND), rate >= TARGET_PER_SECOND,
                    HeapPeak.format(heap));
        }
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private Path prepared(int decisions) {
        // Each decision is stored as deciding stores it: its leaf and the checkpoint its signer signs after it.
        Path store = work.resolve("verify-logged-" + decisions + ".db");
        if (Files.exists(store)) {
            return store;
        }
        Bench.progress("signing %d decisions (once)", decisions);
        Path making = work.resolve("verify-making.db");
        try {
            ImportBench.deleteStore(making);
            Files.copy(imported, making);
            Clock rosterClock = Clock.fixed(ROSTER_AT, ZoneOffset.UTC);
            try (AppRoot services = AppRoot.owning(SqliteEvidenceStore.open(making, rosterClock), rosterClock)) {
                EvidenceStore opened = services.store();
                SigningKey owner = SigningKey.generate();
                SigningKey editor = SigningKey.generate();
                services.roster().init("owner", "Bench Owner", owner.publicKey());
                services.roster().add("editor", "Bench Editor", List.of(Role.EDITOR), editor.publicKey(), owner);
                List<String> runs = opened.runs().allIds();
                List<String> subjects = new ArrayList<>(decisions);
                for (int i = 0; i < decisions; i++) {
                    subjects.add(runs.get(i % runs.size()));
                }
                List<StoredDecision> signed = SignedDecisions.approvals(opened.storeId(), subjects, "editor", editor,
                        ROSTER_AT.plusSeconds(3600), services.executor());
                opened.batch(() -> {
                    for (StoredDecision decision : signed) {
                        services.roster().checkpoints().act(() -> {
                            opened.decisions().append(decision);
                            return decision.decisionSha256();
                        }, "editor", decision.decidedAt(), editor);
                    }
                    return null;
                });
            }
            Files.move(making, store);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return store;
    }
}
