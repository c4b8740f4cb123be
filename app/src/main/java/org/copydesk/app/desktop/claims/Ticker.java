package org.copydesk.app.desktop.claims;

import java.time.Duration;

/** Runs work on the FX thread at a steady pace: a timeline in the window, by hand under test. */
@FunctionalInterface
public interface Ticker {

    void every(Duration period, Runnable work);
}
