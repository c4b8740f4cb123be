package org.copydesk.store.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.copydesk.store.ClaimRepository;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.ReviewClaim;
import org.junit.jupiter.api.Test;

public abstract class ClaimRepositoryContract extends StoreContract {

    private static final Instant NINE_TWELVE = Instant.parse("2026-10-15T09:12:00Z");
    private static final Duration TTL = Duration.ofMinutes(5);

    @Test
    void aFreeSubjectIsClaimedAndListedWhileActive() {
        try (EvidenceStore store = stores().open("s", Clock.systemUTC())) {
            ReviewClaim claim = store.claims().claim("r1", "ed.ramos", "SHA256:ed", NINE_TWELVE, TTL);
            assertEquals(new ReviewClaim("r1", "ed.ramos", "SHA256:ed", NINE_TWELVE, NINE_TWELVE.plus(TTL)), claim);
            assertEquals(List.of(claim), store.claims().active(NINE_TWELVE.plusSeconds(299)));
            assertEquals(List.of(), store.claims().active(NINE_TWELVE.plusSeconds(300)));
        }
    }

    @Test
    void anotherReviewersActiveClaimIsKeptAndTakenOnlyOnceExpired() {
        try (EvidenceStore store = stores().open("s", Clock.systemUTC())) {
            ClaimRepository claims = store.claims();
            ReviewClaim ed = claims.claim("r1", "ed.ramos", "SHA256:ed", NINE_TWELVE, TTL);
            assertEquals(ed, claims.claim("r1", "kim.lee", "SHA256:kim", NINE_TWELVE.plusSeconds(60), TTL));
            Instant later = NINE_TWELVE.plus(TTL);
            ReviewClaim kim = claims.claim("r1", "kim.lee", "SHA256:kim", later, TTL);
            assertEquals(new ReviewClaim("r1", "kim.lee", "SHA256:kim", later, later.plus(TTL)), kim);
            assertEquals(List.of(kim), claims.active(later));
        }
    }

    @Test
    void claimingAgainOrRenewingKeepsSinceAndMovesTheExpiry() {
        try (EvidenceStore store = stores().open("s", Clock.systemUTC())) {
            ClaimRepository claims = store.claims();
            claims.claim("r1", "ed.ramos", "SHA256:ed", NINE_TWELVE, TTL);
            ReviewClaim again = claims.claim("r1", "ed.ramos", "SHA256:ed", NINE_TWELVE.plusSeconds(60), TTL);
            assertEquals(NINE_TWELVE, again.claimedAt());
            Optional<ReviewClaim> renewed = claims.renew("r1", "ed.ramos", "SHA256:ed", NINE_TWELVE.plusSeconds(120), TTL);
            assertEquals(Optional.of(new ReviewClaim("r1", "ed.ramos", "SHA256:ed", NINE_TWELVE,
                    NINE_TWELVE.plusSeconds(120).plus(TTL))), renewed);
        }
    }

    @Test
    void renewingIsRefusedWhileAnotherReviewerHoldsTheSubject() {
        try (EvidenceStore store = stores().open("s", Clock.systemUTC())) {
            ClaimRepository claims = store.claims();
            claims.claim("r1", "ed.ramos", "SHA256:ed", NINE_TWELVE, TTL);
            Instant expired = NINE_TWELVE.plus(TTL).plusSeconds(1);
            ReviewClaim kim = claims.claim("r1", "kim.lee", "SHA256:kim", expired, TTL);
            assertEquals(Optional.empty(), claims.renew("r1", "ed.ramos", "SHA256:ed", expired.plusSeconds(5), TTL));
            assertEquals(List.of(kim), claims.active(expired.plusSeconds(5)));
        }
    }

    @Test
    void anExpiredClaimNobodyTookIsTakenAgainByRenewing() {
        try (EvidenceStore store = stores().open("s", Clock.systemUTC())) {
            store.claims().claim("r1", "ed.ramos", "SHA256:ed", NINE_TWELVE, TTL);
            Instant back = NINE_TWELVE.plus(TTL).plusSeconds(30);
            assertEquals(back.plus(TTL), store.claims().renew("r1", "ed.ramos", "SHA256:ed", back, TTL)
                    .orElseThrow().expiresAt());
        }
    }

    @Test
    void releasingDropsOnlyTheReviewersOwnClaim() {
        try (EvidenceStore store = stores().open("s", Clock.systemUTC())) {
            ClaimRepository claims = store.claims();
            claims.claim("r1", "ed.ramos", "SHA256:ed", NINE_TWELVE, TTL);
            ReviewClaim kim = claims.claim("r2", "kim.lee", "SHA256:kim", NINE_TWELVE, TTL);
            claims.release("r2", "ed.ramos");
            claims.release("r1", "ed.ramos");
            assertEquals(List.of(kim), claims.active(NINE_TWELVE));
        }
    }

    @Test
    void forgettingDeletesOnlyExpiredClaims() {
        try (EvidenceStore store = stores().open("s", Clock.systemUTC())) {
            ClaimRepository claims = store.claims();
            claims.claim("r1", "ed.ramos", "SHA256:ed", NINE_TWELVE, TTL);
            ReviewClaim kim = claims.claim("r2", "kim.lee", "SHA256:kim", NINE_TWELVE.plusSeconds(120), TTL);
            assertEquals(1, claims.forgetExpired(NINE_TWELVE.plus(TTL)));
            assertEquals(0, claims.forgetExpired(NINE_TWELVE.plus(TTL)));
            assertEquals(List.of(kim), claims.active(NINE_TWELVE));
        }
    }

    @Test
    void theVersionGrowsWithEveryChangeSeenFromAnotherDesk() {
        try (EvidenceStore one = stores().open("s", Clock.systemUTC());
             EvidenceStore other = stores().open("s", Clock.systemUTC())) {
            long start = other.claims().version();
            one.claims().claim("r1", "ed.ramos", "SHA256:ed", NINE_TWELVE, TTL);
            long claimed = other.claims().version();
            one.claims().renew("r1", "ed.ramos", "SHA256:ed", NINE_TWELVE.plusSeconds(60), TTL);
            long renewed = other.claims().version();
            one.claims().release("r1", "ed.ramos");
            long released = other.claims().version();
            assertTrue(start < claimed && claimed < renewed && renewed < released,
                    start + " " + claimed + " " + renewed + " " + released);
            assertEquals(List.of(), other.claims().active(NINE_TWELVE));
        }
    }

    @Test
    void twoDesksClaimingAtOnceLeaveOneHolder() throws Exception {
        int desks = 4;
        List<EvidenceStore> opened = new ArrayList<>();
        for (int i = 0; i < desks; i++) {
            opened.add(stores().open("s", Clock.systemUTC()));
        }
        ExecutorService pool = Executors.newFixedThreadPool(desks);
        try {
            CountDownLatch go = new CountDownLatch(1);
            List<Future<ReviewClaim>> results = new ArrayList<>();
            for (int i = 0; i < desks; i++) {
                EvidenceStore desk = opened.get(i);
                String reviewer = "desk" + i;
                results.add(pool.submit(() -> {
                    go.await();
                    return desk.claims().claim("r1", reviewer, "SHA256:" + reviewer, NINE_TWELVE, TTL);
                }));
            }
            go.countDown();
            List<ReviewClaim> returned = new ArrayList<>();
            for (Future<ReviewClaim> result : results) {
                returned.add(result.get());
            }
            List<ReviewClaim> held = opened.get(0).claims().active(NINE_TWELVE);
            assertEquals(1, held.size());
            returned.forEach(claim -> assertEquals(held.get(0), claim));
        } finally {
            pool.shutdownNow();
            opened.forEach(EvidenceStore::close);
        }
    }

    @Test
    void plainSqlMayChangeAndForgetClaimsForTheyAreNotEvidence() throws SQLException {
        try (EvidenceStore store = stores().open("s", Clock.systemUTC())) {
            store.claims().claim("r1", "ed.ramos", "SHA256:ed", NINE_TWELVE, TTL);
        }
        stores().sql("s", "UPDATE review_claim SET expires_at_ms = 0");
        stores().sql("s", "DELETE FROM review_claim");
        try (EvidenceStore store = stores().open("s", Clock.systemUTC())) {
            assertEquals(List.of(), store.claims().active(Instant.EPOCH));
            assertEquals(0, store.log().size());
        }
    }

    @Test
    void aStoreFromBeforeClaimsIsMigratedWhenOpened() throws SQLException {
        try (EvidenceStore store = stores().open("s", Clock.systemUTC())) {
            store.claims().claim("r1", "ed.ramos", "SHA256:ed", NINE_TWELVE, TTL);
        }
        stores().forgetMigrationsAfter("s", 6);
        stores().sql("s", "DROP TABLE review_claim");
        stores().sql("s", "DROP TABLE review_claim_version");
        stores().sql("s", "DROP TABLE decision_conflict");
        stores().sql("s", "DELETE FROM flyway_schema_history WHERE version = '6'");
        try (EvidenceStore store = stores().open("s", Clock.systemUTC())) {
            store.claims().claim("r1", "kim.lee", "SHA256:kim", NINE_TWELVE, TTL);
            assertEquals(List.of("kim.lee"), store.claims().active(NINE_TWELVE).stream()
                    .map(ReviewClaim::reviewerId).toList());
        }
    }
}
