package org.copydesk.app.desktop.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.WorkflowClaimBook;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.desktop.sign.KeyFilesAndAgent;
import org.copydesk.app.desktop.sign.MutableClock;
import org.copydesk.app.desktop.sign.SigningViewModel;
import org.copydesk.app.workflow.claims.ClaimWorkflow;
import org.copydesk.app.workflow.decide.TwoEditors;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.ReviewClaim;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Two desks on one store: ed.ramos's and kim.lee's, each with its own key, claims and dialogs. */
class ReviewClaimsViewModelTest {

    private static final String POLL = DeskFixtures.VECTOR_POLL;

    @TempDir
    Path dir;

    private final MutableClock clock = new MutableClock();
    private EvidenceStore store;
    private AppRoot services;
    private TwoEditors editors;
    private Desk ed;
    private Desk kim;

    /** One desk: its signing, its dialogs, its ticker and its claims. */
    private final class Desk {
        final RecordingDialogs dialogs = new RecordingDialogs();
        final ManualTicker ticker = new ManualTicker();
        final SigningViewModel signing;
        final ReviewClaimsViewModel claims;

        Desk(Path keyFile) {
            dialogs.answeringKey(keyFile, TwoEditors.PASSPHRASE);
            SameThreadTaskRunner runner = new SameThreadTaskRunner();
            signing = new SigningViewModel(services.roster()::current, new KeyFilesAndAgent(), runner, dialogs,
                    new IdlePolicy(clock, Duration.ofMinutes(15)));
            claims = new ReviewClaimsViewModel(new WorkflowClaimBook(services.claims()), runner, signing, dialogs, ZoneOffset.UTC, ticker);
        }
    }

    @BeforeEach
    void open() {
        store = DeskFixtures.vectorStore(dir);
        services = new AppRoot(store, clock, Runnable::run);
        editors = new TwoEditors(services, dir.resolve("keys"));
        ed = new Desk(editors.edKeyFile);
        kim = new Desk(editors.kimKeyFile);
    }

    @AfterEach
    void close() {
        editors.close();
        store.close();
    }

    private List<String> holders() {
        return services.claims().active().stream().map(c -> c.reviewerId() + " " + c.subjectSha256()).toList();
    }

    @Test
    void openingARecordWithAnUnlockedKeyClaimsItAndAnotherDeskSeesWhoAndSince() {
        ed.signing.unlock();
        ed.claims.follow(Optional.of(POLL));
        assertEquals(List.of("ed.ramos " + POLL), holders());
        assertEquals("You are reviewing this as ed.ramos · since 08:00 · other desks see it",
                ed.claims.recordLineProperty().get());

        kim.signing.unlock();
        clock.advance(Duration.ofMinutes(2));
        kim.claims.lookForChanges();
        assertEquals(Map.of(POLL, "ed.ramos · since 08:00"), kim.claims.lines());
        kim.claims.follow(Optional.of(POLL));
        assertEquals("ed.ramos is reviewing · since 08:00", kim.claims.recordLineProperty().get());
        assertEquals(List.of("ed.ramos " + POLL), holders(), "kim's desk does not take ed's claim");
        assertEquals(Map.of(), ed.claims.lines(), "a desk's own claim is not another's");
    }

    @Test
    void withoutAnUnlockedKeyNothingIsClaimedUntilAKeyIsUnlocked() {
        ed.claims.follow(Optional.of(POLL));
        assertEquals(List.of(), holders());
        ed.signing.unlock();
        assertEquals(List.of("ed.ramos " + POLL), holders());
        ed.signing.lock();
        assertEquals(List.of(), holders(), "locking the key leaves the record");
    }

    @Test
    void leavingTheRecordReleasesItsClaim() {
        ed.signing.unlock();
        ed.claims.follow(Optional.of(POLL));
        ed.claims.follow(Optional.of(DeskFixtures.VECTOR_BLOCKED));
        assertEquals(List.of("ed.ramos " + DeskFixtures.VECTOR_BLOCKED), holders());
        ed.claims.follow(Optional.empty());
        assertEquals(List.of(), holders());
        assertEquals("", ed.claims.recordLineProperty().get());
    }

    @Test
    void theClaimIsRenewedWhileTheRecordStaysOpenAndLapsesWhenTheDeskStops() {
        ed.signing.unlock();
        ed.claims.follow(Optional.of(POLL));
        for (int minute = 1; minute <= 12; minute++) {
            clock.advance(ClaimWorkflow.RENEW_EVERY);
            ed.ticker.tick(ClaimWorkflow.RENEW_EVERY);
        }
        ReviewClaim held = services.claims().active().get(0);
        assertEquals(clock.instant().minus(Duration.ofMinutes(12)), held.claimedAt(), "still claimed since it was opened");
        assertEquals(clock.instant().plus(ClaimWorkflow.LIFETIME), held.expiresAt());

        // The desk stops renewing (it crashed, or lost its connection): the claim lapses by itself.
        clock.advance(ClaimWorkflow.LIFETIME);
        kim.claims.refresh();
        assertEquals(Map.of(), kim.claims.lines());
        assertEquals(List.of(), holders());
    }

    @Test
    void decidingOverAnotherReviewersClaimAsksFirstAndOnlyThen() {
        ed.signing.unlock();
        ed.claims.follow(Optional.of(POLL));
        kim.signing.unlock();
        kim.claims.refresh();

        assertTrue(kim.claims.mayDecide(DeskFixtures.VECTOR_BLOCKED), "nobody else is reviewing that one");
        assertEquals(List.of(), kim.dialogs.confirmations());

        kim.dialogs.answeringConfirm(false);
        assertFalse(kim.claims.mayDecide(POLL));
        kim.dialogs.answeringConfirm(true);
        assertTrue(kim.claims.mayDecide(POLL));
        assertEquals(2, kim.dialogs.confirmations().size());
        assertTrue(kim.dialogs.confirmations().get(0).startsWith("ed.ramos is reviewing · since 08:00. "),
                kim.dialogs.confirmations().get(0));
        assertTrue(ed.claims.mayDecide(POLL), "one's own claim asks nothing");
    }

    @Test
    void anotherDesksClaimShowsOnlyOnceTheStoresClaimVersionMoves() {
        kim.claims.lookForChanges();
        ed.signing.unlock();
        ed.claims.follow(Optional.of(POLL));
        assertEquals(Map.of(), kim.claims.lines(), "not read until kim's desk looks");
        kim.ticker.tick(ReviewClaimsViewModel.LOOK_EVERY);
        assertEquals(Map.of(POLL, "ed.ramos · since 08:00"), kim.claims.lines());
        ed.claims.follow(Optional.empty());
        kim.ticker.tick(ReviewClaimsViewModel.LOOK_EVERY);
        assertEquals(Map.of(), kim.claims.lines());
    }
}
