package org.copydesk.app.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.app.workflow.DemoSeed;
import org.copydesk.model.json.Json;

/** Runs the CLI in-process and captures what it prints. */
final class CliRunner {

    /** Each reading is one second after the last, so that every step of a flow has its own time. */
    static final Clock CLOCK = new Clock() {
        private Instant now = Instant.parse("2026-10-20T08:00:00Z");

        @Override
        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public synchronized Instant instant() {
            now = now.plusSeconds(1);
            return now;
        }
    };

    private final Path defaultStore;
    private final DemoSeed seed;

    CliRunner(Path defaultStore, DemoSeed seed) {
        this.defaultStore = defaultStore;
        this.seed = seed;
    }

    Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = new Cli(new CliContext(new PrintWriter(out, true), new PrintWriter(err, true), defaultStore, seed,
                CLOCK)).run(args);
        return new Result(code, out.toString(), err.toString());
    }

    record Result(int code, String out, String err) {
        JsonNode json() {
            return Json.parse(out.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
    }
}
