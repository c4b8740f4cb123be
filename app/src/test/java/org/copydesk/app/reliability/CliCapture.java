package org.copydesk.app.reliability;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;

import org.copydesk.app.cli.Cli;
import org.copydesk.app.cli.CliContext;
import org.copydesk.app.workflow.DemoSeed;

/** Runs the real CLI in this JVM and keeps what it printed, so a test can read what a user would see. */
final class CliCapture {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-10-20T08:00:00Z"), ZoneOffset.UTC);

    private final Path defaultStore;

    CliCapture(Path defaultStore) {
        this.defaultStore = defaultStore;
    }

    Printed run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CliContext context = new CliContext(new PrintWriter(out, true), new PrintWriter(err, true), defaultStore,
                DemoSeed.NONE, CLOCK);
        int code = new Cli(context).run(args);
        return new Printed(code, out.toString(), err.toString());
    }

    /** Exit status and both streams of one command. */
    record Printed(int code, String out, String err) {
    }
}
