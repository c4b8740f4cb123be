package org.copydesk.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
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

    Figure measure(int warmups, int repetitions, int decisions) {
        Path store = prepared(decisions);
        Samples seconds = new Samples();
        long heap = 0;
        for (int i = 0; i < warmups + repetitions; i++) {
            try (AppRoot root = AppRoot.owning(SqliteEvidenceStore.open(store, Clock.systemUTC()), Clock.systemUTC())) {
                HeapPeak.reset();
                long start = System.nanoTime();
                List<VerifiedDecision> verified = root.verify().verifyAll();
                double elapsed = (System.nanoTime() - start) / 1e9;
                if (i >= warmups) {
                    seconds.add(elapsed);
                } else {
                    Bench.progress("  verify %s: %.3f s", Samples.label(i, warmups), elapsed);
                }
                heap = Math.max(heap, HeapPeak.peakBytes());
                long valid = verified.stream().filter(VerifiedDecision::isValid).count();
                if (valid != decisions) {
                    throw new IllegalStateException(valid + " of " + decisions + " decisions verified: "
                            + verified.get(0).detail());
                }
            }
        }
        Bench.progress("  verify %s", seconds.spread());
        double rate = decisions / seconds.median();
        return new Figure("verify " + decisions + " signed decisions", String.format(Locale.ROOT, "%.0f /s", rate), "",
                "", String.format(Locale.ROOT, ">= %.0f /s", TARGET_PER_SECOND), rate >= TARGET_PER_SECOND,
                HeapPeak.format(heap));
    }

    private Path prepared(int decisions) {
        Path store = work.resolve("verify-" + decisions + ".db");
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
                    signed.forEach(opened.decisions()::append);
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
