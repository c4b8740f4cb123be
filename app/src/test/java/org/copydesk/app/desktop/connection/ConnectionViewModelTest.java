package org.copydesk.app.desktop.connection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.store.StoreException;
import org.copydesk.store.StoreUnreachableException;
import org.junit.jupiter.api.Test;

class ConnectionViewModelTest {

    private final AtomicBoolean serverUp = new AtomicBoolean(true);
    private int pings;
    private final ManualDelays delays = new ManualDelays();
    private final ConnectionViewModel connection = new ConnectionViewModel(() -> {
        pings++;
        if (!serverUp.get()) {
            throw lost();
        }
    }, new SameThreadTaskRunner(), delays);

    private static StoreUnreachableException lost() {
        return new StoreUnreachableException("postgresql://db.example/news: the store is not answering "
                + "(Connection to db.example:5432 refused)", false, null);
    }

    @Test
    void aJobFindingTheStoreGoneTurnsTheBannerOnAndItsOwnPageStillHearsOfIt() {
        TaskRunner watched = connection.watching(new SameThreadTaskRunner());
        List<Throwable> told = new ArrayList<>();
        watched.run(progress -> {
            throw new StoreException("wrapped", lost());
        }, ok -> { }, told::add);
        assertEquals(1, told.size());
        assertFalse(connection.availableProperty().get());
        assertEquals("The store is not answering (Connection to db.example:5432 refused). Copydesk tries again in 1 s;"
                + " what needs the store waits until then. Nothing signed is lost.", connection.bannerProperty().get());
    }

    @Test
    void theBannerHasItsWordsBeforeItShows() {
        List<String> seenWhenShown = new ArrayList<>();
        connection.availableProperty().addListener((o, was, now) -> {
            if (!now) {
                seenWhenShown.add(connection.bannerProperty().get());
            }
        });
        connection.lost(lost());
        assertEquals(1, seenWhenShown.size());
        assertTrue(seenWhenShown.get(0).startsWith("The store is not answering"), seenWhenShown.get(0));
    }

    @Test
    void otherFailuresLeaveTheStoreAvailable() {
        connection.watching(new SameThreadTaskRunner()).run(progress -> {
            throw new StoreException("a different decision with this digest is already stored");
        }, ok -> { }, e -> { });
        assertTrue(connection.availableProperty().get());
        assertEquals("", connection.bannerProperty().get());
    }

    @Test
    void itRetriesWithGrowingWaitsUntilTheStoreAnswersThenTellsWhoWaits() {
        List<String> heard = new ArrayList<>();
        connection.onReconnected(() -> heard.add("queue refreshed"));
        serverUp.set(false);
        connection.lost(lost());
        connection.whenAvailable(() -> heard.add("decision looked up"));
        for (int i = 0; i < 7; i++) {
            delays.pass();
        }
        assertEquals(List.of(1L, 2L, 4L, 8L, 16L, 30L, 30L, 30L),
                delays.asked.stream().map(Duration::toSeconds).toList());
        assertEquals(7, pings);
        assertTrue(heard.isEmpty());
        assertTrue(connection.bannerProperty().get().contains("tries again in 30 s"));

        serverUp.set(true);
        delays.pass();
        assertTrue(connection.availableProperty().get());
        assertEquals("", connection.bannerProperty().get());
        assertEquals(List.of("decision looked up", "queue refreshed"), heard);
        // Once back, a waiter runs at once, and a later loss starts the waits from 1 s again.
        connection.whenAvailable(() -> heard.add("at once"));
        assertEquals("at once", heard.get(2));
        connection.lost(lost());
        assertEquals(1L, delays.asked.get(delays.asked.size() - 1).toSeconds());
    }

    @Test
    void retryNowAsksAtOnce() {
        serverUp.set(false);
        connection.lost(lost());
        serverUp.set(true);
        connection.retryNow();
        assertEquals(1, pings);
        assertTrue(connection.availableProperty().get());
        // The pending timed try finds it available and asks nothing.
        delays.pass();
        assertEquals(1, pings);
    }
}
