package org.copydesk.app.desktop.connection;

import java.time.Duration;

/** Runs something later on the thread view models live on: a timeline in the window, by hand under test. */
@FunctionalInterface
public interface Delays {

    void after(Duration delay, Runnable action);
}
