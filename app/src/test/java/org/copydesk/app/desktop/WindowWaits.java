package org.copydesk.app.desktop;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * How the window tests wait for the window: a condition is checked on the test thread every 10 ms, as
 * TestFX's {@code waitFor} does, until it holds or the limit is up. A timeout names what was awaited;
 * a condition that throws fails at once, naming it too.
 */
final class WindowWaits {

    private static final long POLL_MILLIS = 10;

    private final Duration limit;

    WindowWaits(Duration limit) {
        this.limit = limit;
    }

    /** Waits of at most {@code seconds} each. */
    static WindowWaits upTo(long seconds) {
        return new WindowWaits(Duration.ofSeconds(seconds));
    }

    /** Waits until {@code condition} holds; {@code what} says what it means, for the timeout's message. */
    void until(String what, Callable<Boolean> condition) throws TimeoutException {
        until(what, condition, () -> "");
    }

    /**
     * As {@link #until(String, Callable)}; a timeout's message also tells what {@code state} reads
     * then, so that a wait that ran out on a loaded machine says where the window stood.
     */
    void until(String what, Callable<Boolean> condition, Callable<String> state) throws TimeoutException {
        Instant start = Instant.now();
        while (!holds(what, condition)) {
            WaitForAsyncUtils.sleep(POLL_MILLIS, TimeUnit.MILLISECONDS);
            if (Duration.between(start, Instant.now()).compareTo(limit) >= 0) {
                String then = holds("the window's state", state);
                throw new TimeoutException("waited " + describe(limit) + " for " + what
                        + (then.isEmpty() ? "" : "; then " + then));
            }
        }
    }

    /** Waits until the node {@code #id}, already in the scene, shows. */
    void untilVisible(FxRobot robot, String id) throws TimeoutException {
        until("#" + id + " to show", () -> robot.lookup("#" + id).query().isVisible());
    }

    /** Waits until the node {@code #id}, still in the scene, is hidden. */
    void untilHidden(FxRobot robot, String id) throws TimeoutException {
        until("#" + id + " to hide", () -> !robot.lookup("#" + id).query().isVisible());
    }

    /** Waits until the node {@code #id}, already in the scene, has the keyboard focus. */
    void untilFocused(FxRobot robot, String id) throws TimeoutException {
        until("#" + id + " to take the focus", () -> robot.lookup("#" + id).query().isFocused());
    }

    /** Waits until a sheet shows with the focus in its field, ready for typing (the decision sheet, the owner's). */
    void untilShownWithFocusIn(FxRobot robot, String sheetId, String fieldId) throws TimeoutException {
        until("#" + sheetId + " to show with the focus in #" + fieldId,
                () -> robot.lookup("#" + sheetId).query().isVisible()
                && robot.lookup("#" + fieldId).query().isFocused());
    }

    private static <T> T holds(String what, Callable<T> condition) {
        try {
            return condition.call();
        } catch (Exception e) {
            throw new IllegalStateException("checking for " + what + " failed: " + e, e);
        }
    }

    private static String describe(Duration duration) {
        return duration.toMillis() % 1000 == 0 ? duration.toSeconds() + " s" : duration.toMillis() + " ms";
    }
}
