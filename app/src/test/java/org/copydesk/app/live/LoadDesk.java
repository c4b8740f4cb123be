package org.copydesk.app.live;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.AppRoot;
import org.copydesk.app.SharedVectors;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.decide.DecideRequest;
import org.copydesk.app.workflow.decide.KeyFiles;
import org.copydesk.model.digest.Digests;
import org.copydesk.model.json.Json;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.store.ChangeFeed;
import org.copydesk.store.ChangeKind;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.RecordColumns;
import org.copydesk.store.RecordFilter;
import org.copydesk.store.StoreChange;
import org.copydesk.store.StoredDecision;
import org.copydesk.store.postgres.PostgresEvidenceStore;
import org.copydesk.store.postgres.PostgresLocation;
import org.copydesk.store.sqlite.SqliteEvidenceStore;

/**
 * One desk of the live load test, in a process of its own: from the start time to the end of
 * acting it imports, claims and decides at random; meanwhile, and a few seconds longer, it
 * polls its change feed every 250 ms as the window does and notes when it saw each decision.
 * Everything it did and saw goes to its log, one tab-separated line each, for the test to judge.
 *
 * <p>Arguments: store, password file or "-", key file, desk name, the go file, work folder, log
 * file, random seed. Once its store is open the desk logs "ready" and waits for the go file, which
 * holds the start, act-until and watch-until times (epoch ms), the same for every desk.
 */
public final class LoadDesk {

    static final long POLL_MILLIS = 250;
    private static final String VECTOR_POLL = "f5197fc2656047b932614b878e82b6a261c94f0f0ba057ec4831acea73ec5296";

    private LoadDesk() {
    }

    public static void main(String[] args) throws Exception {
        String location = args[0];
        Optional<Path> passwordFile = args[1].equals("-") ? Optional.empty() : Optional.of(Path.of(args[1]));
        Path keyFile = Path.of(args[2]);
        String name = args[3];
        Path go = Path.of(args[4]);
        Path work = Files.createDirectories(Path.of(args[5]));
        Path logFile = Path.of(args[6]);
        Random random = new Random(Long.parseLong(args[7]));
        Clock clock = Clock.systemUTC();
        EvidenceStore store = PostgresLocation.isUrl(location)
                ? PostgresEvidenceStore.open(PostgresLocation.parse(location), passwordFile, clock)
                : SqliteEvidenceStore.open(Path.of(location), clock);
        AppRoot app = AppRoot.owning(store, clock);
        SigningKey key = KeyFiles.unlock(keyFile, "correct horse battery".toCharArray());
        ScheduledExecutorService watcher = Executors.newSingleThreadScheduledExecutor();
        try (PrintWriter log = new PrintWriter(Files.newBufferedWriter(logFile, StandardCharsets.UTF_8), true);
             ChangeFeed feed = store.openChangeFeed()) {
            AtomicLong read = new AtomicLong(store.decisions().all().stream()
                    .mapToLong(StoredDecision::recordedSequence).max().orElse(0));
            watcher.scheduleWithFixedDelay(() -> watch(feed, store, read, log), 0, POLL_MILLIS, TimeUnit.MILLISECONDS);
            note(log, "ready", name);
            while (!Files.exists(go)) {
                Thread.sleep(50);
            }
            String[] times = Files.readString(go).trim().split(" ");
            long startAt = Long.parseLong(times[0]);
            long actUntil = Long.parseLong(times[1]);
            long watchUntil = Long.parseLong(times[2]);
            sleepUntil(startAt);
            int imported = 0;
            while (System.currentTimeMillis() < actUntil) {
                int pick = random.nextInt(100);
                try {
                    if (pick < 15) {
                        importOne(app, work, name + "-" + imported++);
                        note(log, "imported", name);
                    } else if (pick < 40) {
                        claimOne(store, random, name, key, clock);
                    } else {
                        decideOne(app, store, random, key, log);
                    }
                } catch (RuntimeException e) {
                    note(log, "refused", String.valueOf(e.getMessage()).replace('\t', ' ').replace('\n', ' '));
                }
                Thread.sleep(100 + random.nextInt(400));
            }
            sleepUntil(watchUntil);
            watcher.shutdown();
            watcher.awaitTermination(5, TimeUnit.SECONDS);
        } finally {
            key.destroy();
            app.close();
        }
    }

    private static void watch(ChangeFeed feed, EvidenceStore store, AtomicLong read, PrintWriter log) {
        try {
            for (StoreChange change : feed.poll()) {
                if (change.kind() == ChangeKind.DECISIONS) {
                    long now = System.currentTimeMillis();
                    for (StoredDecision decision : store.decisions().after(read.get())) {
                        note(log, "seen", decision.decisionSha256() + "\t" + now);
                        read.set(decision.recordedSequence());
                    }
                }
            }
        } catch (RuntimeException e) {
            note(log, "error", "feed: " + e.getMessage());
        }
    }

    /** A new run: the vector poll under a fresh run id, its record digest recomputed. */
    private static void importOne(AppRoot app, Path work, String runId) throws IOException {
        Path source = SharedVectors.bundle().resolve("runs").resolve(VECTOR_POLL + ".json");
        ObjectNode run = (ObjectNode) Json.parse(Files.readAllBytes(source));
        run.put("run_id", "run-live-" + runId);
        run.put("record_sha256", Digests.record(run));
        Path file = work.resolve(runId + ".json");
        Files.write(file, Json.pretty(run).getBytes(StandardCharsets.UTF_8));
        app.importer().importPaths(List.of(file), ImportProgress.NONE);
    }

    private static void claimOne(EvidenceStore store, Random random, String name, SigningKey key, Clock clock) {
        String subject = anyRun(store, random);
        Instant now = clock.instant();
        if (random.nextBoolean()) {
            store.claims().claim(subject, name, key.publicKey().fingerprint(), now, Duration.ofMinutes(5));
        } else {
            store.claims().release(subject, name);
        }
    }

    private static void decideOne(AppRoot app, EvidenceStore store, Random random, SigningKey key, PrintWriter log) {
        String subject = anyRun(store, random);
        String decision = random.nextBoolean() ? "approve" : "reject";
        long asked = System.currentTimeMillis();
        String sha = app.decisions().decide(new DecideRequest(List.of(subject), decision,
                "load test: " + decision, Optional.empty(), key)).decision().decisionSha256();
        note(log, "decided", sha + "\t" + System.currentTimeMillis() + "\t" + asked);
    }

    private static String anyRun(EvidenceStore store, Random random) {
        List<RecordColumns> page = store.queue().page(RecordFilter.all(), 0, 40);
        return page.get(random.nextInt(page.size())).recordSha256();
    }

    private static synchronized void note(PrintWriter log, String what, String detail) {
        log.println(what + "\t" + detail);
    }

    private static void sleepUntil(long epochMillis) throws InterruptedException {
        long wait = epochMillis - System.currentTimeMillis();
        if (wait > 0) {
            Thread.sleep(wait);
        }
    }
}
