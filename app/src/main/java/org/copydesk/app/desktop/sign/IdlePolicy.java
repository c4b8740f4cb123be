package org.copydesk.app.desktop.sign;

import java.time.Clock;
import java.time.Duration;

/** How long an unlocked key may sit without input, on which clock; injected so tests need not wait. */
public record IdlePolicy(Clock clock, Duration timeout) {

    public static IdlePolicy standard() {
        return new IdlePolicy(Clock.systemUTC(), Duration.ofMinutes(15));
    }
}
