package org.copydesk.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.copydesk.app.cli.ExitCodes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchCommandTest {

    @TempDir
    Path dir;

    /** What one run of the command printed and returned; progress, on the process's stderr, apart. */
    private record Result(int code, String out, String err, String progress) {
    }

    private Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        PrintStream standardError = System.err;
        System.setErr(new PrintStream(progress, true, StandardCharsets.UTF_8));
        int code;
        try {
            code = BenchCommand.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
        } finally {
            System.setErr(standardError);
        }
        return new Result(code, out.toString(), err.toString(), progress.toString(StandardCharsets.UTF_8));
    }

    @Test
    void anUnknownGroupIsRefusedInOneLine() {
        Result result = run("--only", "check,speed", "--out", dir.resolve("bench").toString());

        assertEquals(ExitCodes.USAGE, result.code());
        assertEquals("copydesk bench: --only speed: not one of [import, check, cold, queue, record, window, verify, start]",
                result.err().strip());
    }

    @Test
    void noRepetitionsIsRefusedInOneLine() {
        Result result = run("--repeat", "0", "--out", dir.resolve("bench").toString());

        assertEquals(ExitCodes.USAGE, result.code());
        assertEquals("copydesk bench: --repeat must be at least 1 and --warmup at least 0", result.err().strip());
    }

    @Test
    void anUnknownOptionIsRefusedInOneLine() {
        Result result = run("--speed", "fast");

        assertEquals(ExitCodes.USAGE, result.code());
        assertTrue(result.err().startsWith("copydesk bench: Unknown option"), result.err());
        assertEquals(1, result.err().strip().lines().count(), result.err());
    }

    @Test
    void onlyMeasuresTheNamedGroupsOnASmallCorpus() {
        Result result = run("--only", "check", "--runs", "12", "--blocks", "6", "--repeat", "1",
                "--out", dir.resolve("bench").toString());

        assertTrue(result.out().contains("| check all 12 runs"), result.out() + result.err());
        // Warm-ups by default: shown, not counted, and the cold first check kept as a reference.
        assertTrue(result.progress().contains("check warm-up 1: copydesk"), result.progress());
        assertTrue(result.progress().contains("check 1: copydesk"), result.progress());
        assertFalse(result.progress().contains("check 2: copydesk"), result.progress());
        assertTrue(result.out().contains("reference: the first check of this process (warm-up 1) |"), result.out());
        // The imported store the check needs is made first, as the import figure would make it.
        assertTrue(result.out().contains("| import 12 runs"), result.out());
        assertFalse(result.out().contains("verify"), result.out());
        assertFalse(result.out().contains("queue"), result.out());
    }

    @Test
    void theRecordFigureComesFromItsJmhBenchmark() {
        Result result = run("--only", "record", "--runs", "6", "--blocks", "6", "--record-blocks", "40",
                "--repeat", "1", "--warmup", "0", "--out", dir.resolve("bench").toString());

        // One cold iteration of a tiny corpus: the figures, not their targets, are what is asserted.
        assertTrue(result.out().matches(
                "(?s).*\\| record of 40 blocks: read \\+ decode \\(store side only\\) \\| \\d+ ms \\|.*"),
                result.out() + result.err() + result.progress());
        assertTrue(result.progress().contains("readAndDecode min"), result.progress());
    }
}
