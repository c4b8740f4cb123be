package org.copydesk.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.copydesk.app.AppRoot;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.ImportSummary;
import org.copydesk.app.workflow.decide.VerifiedDecision;
import org.copydesk.fixtures.ScaleCorpus;
import org.copydesk.model.decision.Role;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.QueueKey;
import org.copydesk.store.RecordColumns;
import org.copydesk.store.RecordFilter;
import org.copydesk.store.StoredDecision;
import org.copydesk.store.postgres.PostgresEvidenceStore;
import org.copydesk.store.postgres.PostgresLocation;
import org.copydesk.store.sqlite.SqliteEvidenceStore;

/**
 * The SQLite store and a newsroom store side by side, in one run, each given the same work:
 * importing the bench corpus (as the CLI does, every new run checked); the queue's open (count,
 * counts, first page by key), a jump to its middle page and its text filter; reading a record of
 * 2,000 blocks; verifying signed decisions. Medians of warm repetitions. The PostgreSQL database
 * must be new and empty:
 * {@code java -cp … org.copydesk.bench.StoresBench RUNS postgresql://… [PASSWORD_FILE] [DECISIONS]};
 * {@code --queue} instead of RUNS times only the queue of a store already filled.
 */
public final class StoresBench {

    private static final int RECORD_BLOCKS = 2_000;
    private static final Instant ROSTER_AT = Instant.parse("2026-03-01T09:00:00Z");
    private static final String[] NAMES = {"import (s)", "queue open: count+counts+page (ms)",
        "queue jump to the middle page (ms)", "queue text filter (ms)", "record of 2,000 blocks (ms)",
        "verify decisions (/s)"};

    private StoresBench() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 1 && args[0].equals("--queue")) {
            queueOnly(args);
            return;
        }
        int runs = Integer.parseInt(args[0]);
        PostgresLocation location = PostgresLocation.parse(args[1]);
        Optional<Path> password = args.length > 2 && !args[2].isEmpty() ? Optional.of(Path.of(args[2])) : Optional.empty();
        int decisions = args.length > 3 ? Integer.parseInt(args[3]) : 10_000;
        Path work = Files.createTempDirectory("copydesk-stores-bench");
        BenchCorpus corpus = BenchCorpus.prepare(work.resolve("corpus"), runs, 8);
        Path record = work.resolve("record");
        ScaleCorpus.writePolls(record, 1, RECORD_BLOCKS, BenchCorpus.SEED + 1);
        Clock clock = Clock.systemUTC();
        double[] sqlite = measure("sqlite", SqliteEvidenceStore.open(work.resolve("bench.db"), clock), corpus, record,
                decisions, clock);
        double[] postgres = measure("postgresql", PostgresEvidenceStore.open(location, password, clock), corpus,
                record, decisions, clock);
        System.out.printf("%-40s %12s %12s%n", "figure (" + runs + " runs, " + decisions + " decisions)", "sqlite",
                "postgresql");
        for (int i = 0; i < NAMES.length; i++) {
            System.out.printf(Locale.ROOT, "%-40s %12.1f %12.1f%n", NAMES[i], sqlite[i], postgres[i]);
        }
        System.out.printf(Locale.ROOT, "%-40s %25.2f%n", "import ratio postgresql/sqlite", postgres[0] / sqlite[0]);
        BenchCorpus.deleteTree(work);
    }

    private static double[] measure(String name, EvidenceStore store, BenchCorpus corpus, Path record, int decisions,
            Clock clock) {
        long start = System.nanoTime();
        try (AppRoot root = AppRoot.owning(store, clock)) {
            ImportSummary summary = root.importer().importPaths(List.of(corpus.bundle()), ImportProgress.NONE);
            double importSeconds = (System.nanoTime() - start) / 1e9;
            if (!summary.rejected().isEmpty()) {
                throw new IllegalStateException("refused: " + summary.rejected());
            }
            Bench.progress("%s: imported in %.1f s", name, importSeconds);
            double[] queue = queueFigures(name, store, "poll");
            double recordMillis = recordRead(root, store, record);
            double rate = verifyRate(store, decisions);
            Bench.progress("%s: record %.1f ms, verify %.0f /s", name, recordMillis, rate);
            return new double[] {importSeconds, queue[0], queue[1], queue[2], recordMillis, rate};
        }
    }

    /**
     * The queue's figures alone, on a store already filled (such as a 100,000-run database made
     * from a bench run's in SQL): {@code StoresBench --queue postgresql://… [PASSWORD_FILE] [WORDS]}.
     */
    private static void queueOnly(String[] args) {
        PostgresLocation location = PostgresLocation.parse(args[1]);
        Optional<Path> password = args.length > 2 && !args[2].isEmpty() ? Optional.of(Path.of(args[2])) : Optional.empty();
        String words = args.length > 3 ? args[3] : "poll";
        try (EvidenceStore store = PostgresEvidenceStore.open(location, password, Clock.systemUTC())) {
            int runs = store.queue().count(RecordFilter.all());
            int matching = store.queue().count(RecordFilter.all().withText(words));
            double[] queue = queueFigures("postgresql", store, words);
            System.out.printf(Locale.ROOT, "%d runs, \"%s\" in %d: queue open %.1f ms, jump %.1f ms, text filter %.1f ms%n",
                    runs, words, matching, queue[0], queue[1], queue[2]);
        }
    }

    /** Medians of the queue's open (count, counts, first page), a jump to its middle page and its text filter {@code words}. */
    private static double[] queueFigures(String name, EvidenceStore store, String words) {
        RecordFilter all = RecordFilter.all();
        double open = median(() -> {
            store.queue().count(all);
            store.queue().counts(all);
            store.queue().pageAfter(all, Optional.empty(), 100);
        });
        int middle = store.queue().count(all) / 2;
        double jump = median(() -> {
            Optional<QueueKey> key = store.queue().keyAt(all, middle - 1);
            store.queue().pageAfter(all, key, 100);
        });
        RecordFilter text = all.withText(words);
        double filter = median(() -> {
            store.queue().counts(text);
            store.queue().pageAfter(text, Optional.empty(), 100);
        });
        Bench.progress("%s: queue open %.1f ms, jump %.1f ms, text filter %.1f ms", name, open, jump, filter);
        return new double[] {open, jump, filter};
    }

    /** Imports the one run of 2,000 blocks, then reads and decodes it (what the record page does first). */
    private static double recordRead(AppRoot root, EvidenceStore store, Path record) {
        List<String> before = store.runs().allIds();
        root.importer().importPaths(List.of(record), ImportProgress.NONE);
        List<String> after = new ArrayList<>(store.runs().allIds());
        after.removeAll(before);
        String id = after.get(0);
        int blocks = store.runs().find(id).orElseThrow().sources().get(0).blocks().size();
        if (blocks != RECORD_BLOCKS) {
            throw new IllegalStateException("the record has " + blocks + " blocks");
        }
        return median(() -> store.runs().find(id).orElseThrow());
    }

    /**
     * Signs one approval per run (the first {@code decisions} runs of the queue), then times verify
     * as a desk runs it: on a root with its own worker pool, as the command line's and the window's.
     */
    private static double verifyRate(EvidenceStore store, int decisions) {
        Clock rosterClock = Clock.fixed(ROSTER_AT, ZoneOffset.UTC);
        try (AppRoot services = AppRoot.withPool(store, rosterClock)) {
            SigningKey owner = SigningKey.generate();
            SigningKey editor = SigningKey.generate();
            services.roster().init("owner", "Bench Owner", owner.publicKey());
            services.roster().add("editor", "Bench Editor", List.of(Role.EDITOR), editor.publicKey(), owner);
            List<String> subjects = store.queue().pageAfter(RecordFilter.all(), Optional.empty(), decisions).stream()
                    .map(RecordColumns::recordSha256).toList();
            List<StoredDecision> signed = SignedDecisions.approvals(store.storeId(), subjects, "editor", editor,
                    ROSTER_AT.plusSeconds(3600), services.executor());
            store.batch(() -> {
                for (StoredDecision decision : signed) {
                    services.roster().checkpoints().act(() -> {
                        store.decisions().append(decision);
                        return decision.decisionSha256();
                    }, "editor", decision.decidedAt(), editor);
                }
                return null;
            });
            List<Double> seconds = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                long start = System.nanoTime();
                List<VerifiedDecision> verified = services.verify().verifyAll();
                double elapsed = (System.nanoTime() - start) / 1e9;
                long valid = verified.stream().filter(VerifiedDecision::isValid).count();
                if (valid != subjects.size()) {
                    throw new IllegalStateException(valid + " of " + subjects.size() + " decisions verified");
                }
                if (i > 0) {
                    seconds.add(elapsed);
                }
            }
            Collections.sort(seconds);
            return subjects.size() / seconds.get(seconds.size() / 2);
        }
    }

    private static double median(Runnable work) {
        List<Double> times = new ArrayList<>();
        for (int i = 0; i < 13; i++) {
            long start = System.nanoTime();
            work.run();
            times.add((System.nanoTime() - start) / 1e6);
        }
        List<Double> warm = new ArrayList<>(times.subList(3, times.size()));
        Collections.sort(warm);
        return warm.get(warm.size() / 2);
    }
}
