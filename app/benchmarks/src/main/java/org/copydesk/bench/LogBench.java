package org.copydesk.bench;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;

import org.copydesk.app.AppRoot;
import org.copydesk.model.json.CanonicalJson;
import org.copydesk.model.log.Checkpoint;
import org.copydesk.model.log.InclusionProof;
import org.copydesk.model.log.MerkleTrees;
import org.copydesk.model.log.SignedCheckpoint;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.StoredDecision;
import org.copydesk.store.sqlite.SqliteEvidenceStore;

/**
 * The decision log at scale: {@code log prove} on a log of 100,000 leaves (target under 50 ms),
 * and what signing the checkpoint adds to storing a decision on that log (target under 20 ms).
 * The leaves are unsigned stand-ins: neither figure verifies a decision's signature.
 */
final class LogBench {

    static final int LEAVES = 100_000;
    static final double PROVE_TARGET_MS = 50;
    static final double CHECKPOINT_TARGET_MS = 20;
    private static final int PROOFS = 200;

    private final Path work;

    LogBench(Path work) {
        this.work = work;
    }

    List<Figure> measure(int warmups, int repetitions, int leaves) {
        Path store = prepared(leaves);
        SigningKey key = SigningKey.generate();
        try (AppRoot root = AppRoot.owning(SqliteEvidenceStore.open(store, Clock.systemUTC()), Clock.systemUTC())) {
            EvidenceStore opened = root.store();
            if (opened.log().latestCheckpoint().isEmpty()) {
                long size = opened.log().size();
                SignedCheckpoint signed = SignedCheckpoint.sign(new Checkpoint(opened.storeId(), size,
                        MerkleTrees.root(opened.log(), size)), "bench", Instant.now().toString(), key);
                opened.log().appendCheckpoint(size, CanonicalJson.bytes(signed.toJson()));
            }
            Random random = new Random(7);
            Samples prove = new Samples();
            for (int i = 0; i < warmups * 20 + PROOFS; i++) {
                String sha = id(random.nextInt(leaves));
                long start = System.nanoTime();
                InclusionProof proof = root.log().prove(sha);
                double ms = (System.nanoTime() - start) / 1e6;
                if (proof.path().isEmpty()) {
                    throw new IllegalStateException("no proof for " + sha);
                }
                if (i >= warmups * 20) {
                    prove.add(ms);
                }
            }
            Bench.progress("  log prove at %d leaves: %s ms", leaves, prove.spread());
            Samples plain = new Samples();
            Samples checkpointed = new Samples();
            for (int i = 0; i < warmups + repetitions * 10; i++) {
                StoredDecision a = decision("plain-" + System.nanoTime() + "-" + i);
                long start = System.nanoTime();
                opened.atomically(() -> opened.decisions().append(a));
                double plainMs = (System.nanoTime() - start) / 1e6;
                StoredDecision b = decision("signed-" + System.nanoTime() + "-" + i);
                start = System.nanoTime();
                root.roster().checkpoints().act(() -> {
                    opened.decisions().append(b);
                    return b.decisionSha256();
                }, "bench", b.decidedAt(), key);
                double signedMs = (System.nanoTime() - start) / 1e6;
                if (i >= warmups) {
                    plain.add(plainMs);
                    checkpointed.add(signedMs);
                }
            }
            double added = checkpointed.median() - plain.median();
            Bench.progress("  store a decision %s ms; with its checkpoint %s ms", plain.spread(), checkpointed.spread());
            return List.of(
                    new Figure("log prove at " + leaves + " leaves (median of " + PROOFS + ")",
                            String.format(Locale.ROOT, "%.2f ms", prove.median()), "", "",
                            String.format(Locale.ROOT, "< %.0f ms", PROVE_TARGET_MS), prove.median() < PROVE_TARGET_MS,
                            ""),
                    new Figure("deciding: the checkpoint adds (at " + leaves + " leaves)",
                            String.format(Locale.ROOT, "%.2f ms", added),
                            String.format(Locale.ROOT, "%.2f ms", plain.median()), "",
                            String.format(Locale.ROOT, "< %.0f ms", CHECKPOINT_TARGET_MS), added < CHECKPOINT_TARGET_MS,
                            ""));
        }
    }

    private static String id(int i) {
        return String.format(Locale.ROOT, "%064x", i);
    }

    private static StoredDecision decision(String id) {
        byte[] body = ("{\"bench\":\"" + id + "\"}").getBytes(StandardCharsets.UTF_8);
        return new StoredDecision(id, "shadow_run", List.of("bench-subject"), "approve", "bench",
                Instant.now().toString(), Optional.empty(), 0, body, "unsigned");
    }

    private Path prepared(int leaves) {
        Path store = work.resolve("log-" + leaves + ".db");
        if (Files.exists(store)) {
            return store;
        }
        Bench.progress("appending %d decision-log leaves (once)", leaves);
        try (EvidenceStore opened = SqliteEvidenceStore.open(store, Clock.systemUTC())) {
            List<StoredDecision> all = new ArrayList<>();
            for (int i = 0; i < leaves; i++) {
                all.add(decision(id(i)));
            }
            for (int from = 0; from < leaves; from += 10_000) {
                List<StoredDecision> slice = all.subList(from, Math.min(leaves, from + 10_000));
                opened.batch(() -> {
                    slice.forEach(opened.decisions()::append);
                    return null;
                });
            }
        }
        return store;
    }
}
