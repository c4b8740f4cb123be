package org.copydesk.app.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;

import org.copydesk.app.workflow.DemoSeed;

/** What every command is given: its output streams, the default store, the demo seed and a clock. */
public record CliContext(PrintWriter out, PrintWriter err, Path defaultStore, DemoSeed demoSeed, Clock clock) {
}
