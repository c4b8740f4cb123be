package org.copydesk.store.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import org.copydesk.store.ChangeFeed;
import org.copydesk.store.ChangeKind;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.SignedDocument;
import org.copydesk.store.StoreChange;
import org.copydesk.store.StoredDecision;
import org.copydesk.store.StoredDocument;
import org.junit.jupiter.api.Test;

/** Two handles on one store, as two desks: what one commits reaches the other's feed within a second. */
public abstract class ChangeFeedContract extends StoreContract {

    private static final long WITHIN_NANOS = 1_000_000_000L;

    private static StoredDecision decision(String sha, String subject) {
        return new StoredDecision(sha, "shadow_run", List.of(subject), "approve", "ed.ramos", "2026-10-15T09:12:44Z",
                Optional.empty(), 0, ("{\"d\":\"" + sha + "\"}").getBytes(StandardCharsets.UTF_8), "sig");
    }

    private static StoredDocument take(String id) {
        return new StoredDocument("analyst_take", id, "analyst-take.v1", Optional.of("takes/t.json"),
                Optional.of("xx"), id.getBytes(StandardCharsets.UTF_8));
    }

    /** Polls as a desk would, every 50 ms, until {@code kind} is heard or a second has passed. */
    private static List<StoreChange> pollFor(ChangeFeed feed, ChangeKind kind) throws InterruptedException {
        List<StoreChange> heard = new ArrayList<>();
        long start = System.nanoTime();
        while (System.nanoTime() - start < WITHIN_NANOS) {
            heard.addAll(feed.poll());
            if (heard.stream().anyMatch(c -> c.kind() == kind)) {
                return heard;
            }
            Thread.sleep(50);
        }
        return heard;
    }

    @Test
    void aDecisionAtOneDeskReachesTheOtherDesksListenerWithinASecond() throws InterruptedException {
        try (EvidenceStore here = stores().open("s", Clock.systemUTC());
             EvidenceStore there = stores().open("s", Clock.systemUTC());
             ChangeFeed feed = there.openChangeFeed()) {
            List<StoreChange> heard = new CopyOnWriteArrayList<>();
            feed.subscribe(heard::add);
            here.decisions().append(decision("d1", "r1"));
            pollFor(feed, ChangeKind.DECISIONS);
            assertEquals(List.of(new StoreChange(ChangeKind.DECISIONS, 1)), heard);
            here.decisions().append(decision("d2", "r2"));
            pollFor(feed, ChangeKind.DECISIONS);
            assertEquals(new StoreChange(ChangeKind.DECISIONS, 2), heard.get(heard.size() - 1));
            // The mark says how far to read: the other desk reads only what it has not seen.
            assertEquals(List.of("d2"), there.decisions().after(1).stream().map(StoredDecision::decisionSha256).toList());
            assertEquals(List.of(), there.decisions().after(2));
        }
    }

    @Test
    void eachKindIsToldByWhatChanged() throws InterruptedException, IOException {
        try (EvidenceStore here = stores().open("s", Clock.systemUTC());
             EvidenceStore there = stores().open("s", Clock.systemUTC());
             ChangeFeed feed = there.openChangeFeed()) {
            here.documents().put(take("t1"));
            assertEquals(List.of(new StoreChange(ChangeKind.IMPORTS, 1)), pollFor(feed, ChangeKind.IMPORTS));
            TestVectors.importRuns(here);
            assertEquals(List.of(new StoreChange(ChangeKind.IMPORTS, 1 + TestVectors.runFiles().size())),
                    pollFor(feed, ChangeKind.IMPORTS));
            here.roster().append(1, "c1", new SignedDocument("{}".getBytes(StandardCharsets.UTF_8), Optional.empty()));
            assertEquals(List.of(new StoreChange(ChangeKind.ROSTER, 1)), pollFor(feed, ChangeKind.ROSTER));
            Instant now = Instant.parse("2026-10-15T09:12:00Z");
            here.claims().claim("r1", "ed.ramos", "SHA256:k", now, Duration.ofMinutes(5));
            assertEquals(List.of(new StoreChange(ChangeKind.CLAIMS, here.claims().version())),
                    pollFor(feed, ChangeKind.CLAIMS));
            here.claims().release("r1", "ed.ramos");
            assertEquals(List.of(new StoreChange(ChangeKind.CLAIMS, here.claims().version())),
                    pollFor(feed, ChangeKind.CLAIMS));
        }
    }

    @Test
    void theFeedsOwnStoreHandlesWritesAreToldToo() throws InterruptedException {
        try (EvidenceStore store = stores().open("s", Clock.systemUTC());
             ChangeFeed feed = store.openChangeFeed()) {
            store.decisions().append(decision("d1", "r1"));
            assertEquals(List.of(new StoreChange(ChangeKind.DECISIONS, 1)), pollFor(feed, ChangeKind.DECISIONS));
        }
    }

    @Test
    void nothingCommittedTellsNothing() throws InterruptedException {
        try (EvidenceStore here = stores().open("s", Clock.systemUTC());
             EvidenceStore there = stores().open("s", Clock.systemUTC());
             ChangeFeed feed = there.openChangeFeed()) {
            here.decisions().append(decision("d1", "r1"));
            pollFor(feed, ChangeKind.DECISIONS);
            // A write that rolls back, and reads, commit nothing a desk must read again.
            assertThrows(IllegalStateException.class, () -> here.atomically(() -> {
                here.decisions().append(decision("d2", "r2"));
                throw new IllegalStateException("the signing act failed");
            }));
            here.decisions().all();
            assertEquals(List.of(), pollFor(feed, ChangeKind.DECISIONS));
            assertTrue(feed.poll().isEmpty());
        }
    }

    @Test
    void aClosedSubscriptionHearsNoMore() throws Exception {
        try (EvidenceStore here = stores().open("s", Clock.systemUTC());
             ChangeFeed feed = here.openChangeFeed()) {
            List<StoreChange> heard = new CopyOnWriteArrayList<>();
            AutoCloseable subscription = feed.subscribe(heard::add);
            subscription.close();
            here.decisions().append(decision("d1", "r1"));
            assertEquals(1, pollFor(feed, ChangeKind.DECISIONS).size());
            assertEquals(List.of(), heard);
        }
    }
}
