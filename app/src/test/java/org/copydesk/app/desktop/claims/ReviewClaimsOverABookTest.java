package org.copydesk.app.desktop.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.desktop.sign.MemorySigning;
import org.copydesk.app.desktop.sign.SigningViewModel;
import org.copydesk.store.ReviewClaim;
import org.junit.jupiter.api.Test;

/** The desk's review claims over a claim book held in memory: no store, one editor (ed.ramos) and another desk's claim. */
class ReviewClaimsOverABookTest {

    private static final String RUN = "aa".repeat(32);
    private static final String OTHER_RUN = "bb".repeat(32);
    private static final Instant NINE_TWELVE = Instant.parse("2026-10-16T09:12:00Z");

    private final MemoryBook book = new MemoryBook();
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final SameThreadTaskRunner runner = new SameThreadTaskRunner();
    private final SigningViewModel signing = MemorySigning.editor(runner, dialogs);
    private final ManualTicker ticker = new ManualTicker();
    private final ReviewClaimsViewModel claims = new ReviewClaimsViewModel(book, runner, signing, dialogs,
            ZoneOffset.UTC, ticker);

    @Test
    void withAKeyTheOpenRecordIsClaimedAndGivenBackOnLeaving() {
        signing.unlock(() -> { });
        claims.follow(Optional.of(RUN));

        assertEquals(List.of("ed.ramos " + RUN), book.holders());
        assertEquals("You are reviewing this as ed.ramos · since 09:12 · other desks see it",
                claims.recordLineProperty().get());

        claims.follow(Optional.of(OTHER_RUN));
        assertEquals(List.of("ed.ramos " + OTHER_RUN), book.holders(), "the record left is given back");

        claims.close();
        assertEquals(List.of(), book.holders());
        assertEquals("", claims.recordLineProperty().get());
    }

    @Test
    void withoutAKeyNothingIsClaimed() {
        claims.follow(Optional.of(RUN));

        assertEquals(List.of(), book.holders());
        assertEquals("", claims.recordLineProperty().get());
    }

    @Test
    void anotherDesksClaimShowsOnTheQueueAndTheRecordAndDecidingOverItAsks() {
        book.held.put(RUN, new ReviewClaim(RUN, "kim.lee", "SHA256:kim", NINE_TWELVE, NINE_TWELVE.plusSeconds(300)));
        signing.unlock(() -> { });
        claims.follow(Optional.of(RUN));

        assertEquals(Map.of(RUN, "kim.lee · since 09:12"), claims.lines());
        assertEquals("kim.lee is reviewing · since 09:12", claims.recordLineProperty().get());
        assertEquals(List.of("kim.lee " + RUN), book.holders(), "a claim never takes another's");

        dialogs.answeringConfirm(false);
        assertFalse(claims.mayDecide(RUN));
        assertEquals(1, dialogs.confirmations().size());
        assertTrue(claims.mayDecide(OTHER_RUN), "nobody else reviews the other run: no question");
        assertEquals(1, dialogs.confirmations().size());
    }

    @Test
    void theClaimsAreReadAgainOnlyWhenTheirVersionMoved() {
        claims.lookForChanges();
        int reads = book.reads;
        claims.lookForChanges();
        assertEquals(reads, book.reads, "same version: no read");

        book.held.put(RUN, new ReviewClaim(RUN, "kim.lee", "SHA256:kim", NINE_TWELVE, NINE_TWELVE.plusSeconds(300)));
        book.version++;
        ticker.tick(ReviewClaimsViewModel.LOOK_EVERY);

        assertEquals(reads + 1, book.reads);
        assertEquals(Map.of(RUN, "kim.lee · since 09:12"), claims.lines());
    }

    @Test
    void aClaimLostAtRenewalIsNoLongerShownAsMine() {
        signing.unlock(() -> { });
        claims.follow(Optional.of(RUN));
        book.held.put(RUN, new ReviewClaim(RUN, "kim.lee", "SHA256:kim", NINE_TWELVE, NINE_TWELVE.plusSeconds(300)));

        claims.renew();

        assertEquals("kim.lee is reviewing · since 09:12", claims.recordLineProperty().get());
    }

    /** Claims in a map: one per subject, a live one never taken over, each change moving the version. */
    private static final class MemoryBook implements ClaimBook {

        final Map<String, ReviewClaim> held = new LinkedHashMap<>();
        long version;
        int reads;

        @Override
        public ReviewClaim claim(String subjectSha256, String reviewerId, String keyId) {
            ReviewClaim now = held.get(subjectSha256);
            if (now != null && !now.reviewerId().equals(reviewerId)) {
                return now;
            }
            ReviewClaim mine = new ReviewClaim(subjectSha256, reviewerId, keyId, NINE_TWELVE,
                    NINE_TWELVE.plusSeconds(300));
            held.put(subjectSha256, mine);
            version++;
            return mine;
        }

        @Override
        public Optional<ReviewClaim> renew(String subjectSha256, String reviewerId, String keyId) {
            ReviewClaim now = held.get(subjectSha256);
            return now != null && now.reviewerId().equals(reviewerId) ? Optional.of(now) : Optional.empty();
        }

        @Override
        public void release(String subjectSha256, String reviewerId) {
            ReviewClaim now = held.get(subjectSha256);
            if (now != null && now.reviewerId().equals(reviewerId)) {
                held.remove(subjectSha256);
                version++;
            }
        }

        @Override
        public List<ReviewClaim> active() {
            reads++;
            return new ArrayList<>(held.values());
        }

        @Override
        public long version() {
            return version;
        }

        List<String> holders() {
            return held.values().stream().map(c -> c.reviewerId() + " " + c.subjectSha256()).toList();
        }
    }
}
