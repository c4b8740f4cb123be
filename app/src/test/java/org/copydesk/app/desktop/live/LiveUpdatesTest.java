package org.copydesk.app.desktop.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumSet;
import java.util.List;

import org.copydesk.app.desktop.common.QueuedTaskRunner;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.store.ChangeKind;
import org.copydesk.store.StoreChange;
import org.copydesk.store.StoreException;
import org.junit.jupiter.api.Test;

/** The window's live updates over a fake change feed: who is read again, how often, and when the feed fails. */
class LiveUpdatesTest {

    private final Deque<Object> polls = new ArrayDeque<>();
    private final List<String> read = new ArrayList<>();
    private int asked;

    @SuppressWarnings("unchecked")
    private List<StoreChange> poll() {
        asked++;
        Object next = polls.isEmpty() ? List.of() : polls.pop();
        if (next instanceof RuntimeException failure) {
            throw failure;
        }
        return (List<StoreChange>) next;
    }

    private LiveUpdates live(org.copydesk.app.desktop.common.TaskRunner runner) {
        LiveUpdates live = new LiveUpdates(this::poll, runner, Clock.fixed(Instant.parse("2026-10-20T09:12:44Z"), ZoneOffset.UTC),
                ZoneOffset.UTC);
        live.onChange(EnumSet.of(ChangeKind.IMPORTS, ChangeKind.DECISIONS, ChangeKind.CLAIMS), () -> read.add("queue"));
        live.onChange(EnumSet.of(ChangeKind.DECISIONS), () -> read.add("record"));
        live.onChange(EnumSet.of(ChangeKind.ROSTER), () -> read.add("audit"));
        return live;
    }

    /** Past the feed's first answer, which reads every view once. */
    private LiveUpdates caughtUp(LiveUpdates live, Runnable runQueued) {
        live.tick();
        runQueued.run();
        read.clear();
        asked = 0;
        return live;
    }

    @Test
    void theFeedsFirstAnswerReadsEveryViewOnceSinceItsMarksStartOnlyThen() {
        LiveUpdates live = live(new SameThreadTaskRunner());
        live.tick();
        assertEquals(List.of("queue", "record", "audit"), read, "a write before the feed's first answer is read");
        assertEquals("live", live.lineProperty().get(), "no change is claimed: none was seen");
        live.tick();
        assertEquals(List.of("queue", "record", "audit"), read, "then only what changed");
    }

    @Test
    void eachViewShowingAChangedKindIsReadOnceAPollWhateverItBrought() {
        LiveUpdates live = caughtUp(live(new SameThreadTaskRunner()), () -> { });
        polls.add(List.of(new StoreChange(ChangeKind.DECISIONS, 7), new StoreChange(ChangeKind.IMPORTS, 40)));
        assertEquals("live", live.lineProperty().get());
        live.tick();
        assertEquals(List.of("queue", "record"), read);
        assertEquals("live · last change 09:12:44 (imports, decisions)", live.lineProperty().get());
        polls.add(List.of(new StoreChange(ChangeKind.ROSTER, 3)));
        live.tick();
        assertEquals(List.of("queue", "record", "audit"), read);
    }

    @Test
    void aPollThatFoundNothingReadsNothing() {
        LiveUpdates live = caughtUp(live(new SameThreadTaskRunner()), () -> { });
        live.tick();
        live.tick();
        assertEquals(2, asked);
        assertTrue(read.isEmpty());
    }

    @Test
    void aTickWhileThePollIsStillOutAsksTheStoreNoMoreAndTheAnswerArrivesOnTheHandlerSide() {
        QueuedTaskRunner runner = new QueuedTaskRunner();
        LiveUpdates live = caughtUp(live(runner), runner::runAll);
        polls.add(List.of(new StoreChange(ChangeKind.CLAIMS, 2)));
        live.tick();
        live.tick();
        live.tick();
        assertTrue(read.isEmpty(), "nothing is read before the poll's answer is handed back");
        runner.runAll();
        assertEquals(1, asked);
        assertEquals(List.of("queue"), read);
        live.tick();
        runner.runAll();
        assertEquals(2, asked, "once answered, the next tick polls again");
    }

    @Test
    void aFeedThatCannotReachTheStoreSaysSoAndTheNextAnswerClearsIt() {
        LiveUpdates live = caughtUp(live(new SameThreadTaskRunner()), () -> { });
        polls.add(new StoreException("desk.db: cannot watch the store: disk I/O error"));
        live.tick();
        assertEquals("Live updates paused: desk.db: cannot watch the store: disk I/O error",
                live.problemProperty().get());
        assertEquals(live.problemProperty().get(), live.lineProperty().get(), "the status bar says so");
        polls.add(List.of(new StoreChange(ChangeKind.DECISIONS, 8)));
        live.tick();
        assertEquals("", live.problemProperty().get());
        assertEquals(List.of("queue", "record"), read);
        assertEquals("live · last change 09:12:44 (decisions)", live.lineProperty().get());
    }
}
