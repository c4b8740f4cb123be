package org.copydesk.app.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;

import org.copydesk.app.workflow.DemoSeed;

/**
 * What every command is given: its output streams, the default store, the demo seed, a clock,
 * and the store {@code COPYDESK_STORE} names, used when a command is given no {@code --store}.
 */
public record CliContext(PrintWriter out, PrintWriter err, Path defaultStore, DemoSeed demoSeed, Clock clock,
                         Optional<String> environmentStore) {

    /** A context with no store named by the environment. */
    public CliContext(PrintWriter out, PrintWriter err, Path defaultStore, DemoSeed demoSeed, Clock clock) {
        this(out, err, defaultStore, demoSeed, clock, Optional.empty());
    }
}
