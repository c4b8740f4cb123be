package org.copydesk.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

/** The window tests' one way of waiting, without a window: it polls, times out saying what for, fails fast. */
class WindowWaitsTest {

    private final WindowWaits waits = new WindowWaits(Duration.ofMillis(200));

    @Test
    void returnsOnceTheConditionHoldsCheckingAgainUntilItDoes() throws TimeoutException {
        AtomicInteger checks = new AtomicInteger();
        waits.until("the third check", () -> checks.incrementAndGet() == 3);
        assertEquals(3, checks.get());
    }

    @Test
    void aConditionThatNeverHoldsTimesOutNamingWhatWasAwaitedAndForHowLong() {
        TimeoutException timeout = assertThrows(TimeoutException.class,
                () -> waits.until("the decision sheet to show", () -> false));
        assertEquals("waited 200 ms for the decision sheet to show", timeout.getMessage());
    }

    @Test
    void waitsInWholeSecondsSayTheSeconds() {
        TimeoutException timeout = assertThrows(TimeoutException.class,
                () -> new WindowWaits(Duration.ofSeconds(1)).until("the queue", () -> false));
        assertEquals("waited 1 s for the queue", timeout.getMessage());
    }

    @Test
    void aConditionThatThrowsFailsAtOnceNamingWhatWasAwaited() {
        AtomicInteger checks = new AtomicInteger();
        IOException cause = new IOException("store closed");
        IllegalStateException failure = assertThrows(IllegalStateException.class, () -> waits.until("the audit", () -> {
            checks.incrementAndGet();
            throw cause;
        }));
        assertSame(cause, failure.getCause());
        assertTrue(failure.getMessage().startsWith("checking for the audit failed"), failure.getMessage());
        assertEquals(1, checks.get(), "checked once, not until the time was up");
    }
}
