package org.copydesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.copydesk.app.workflow.DemoSeed;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchCommandTest {

    @TempDir
    Path dir;

    @Test
    void anUnknownGroupIsRefusedInOneLine() {
        CliRunner.Result result = new CliRunner(dir.resolve("default.db"), DemoSeed.NONE)
                .run("bench", "--only", "check,speed", "--out", dir.resolve("bench").toString());

        assertEquals(ExitCodes.USAGE, result.code());
        assertEquals("copydesk bench: --only speed: not one of [import, check, queue, record, window, verify, start]",
                result.err().strip());
    }

    @Test
    void noRepetitionsIsRefusedInOneLine() {
        CliRunner.Result result = new CliRunner(dir.resolve("default.db"), DemoSeed.NONE)
                .run("bench", "--repeat", "0", "--out", dir.resolve("bench").toString());

        assertEquals(ExitCodes.USAGE, result.code());
        assertEquals("copydesk bench: --repeat must be at least 1 and --warmup at least 0", result.err().strip());
    }

    @Test
    void onlyMeasuresTheNamedGroupsOnASmallCorpus() {
        // The bench prints its progress, each repetition's line, on the process's standard error.
        ByteArrayOutputStream progressBytes = new ByteArrayOutputStream();
        PrintStream standardError = System.err;
        CliRunner.Result result;
        System.setErr(new PrintStream(progressBytes, true, StandardCharsets.UTF_8));
        try {
            result = new CliRunner(dir.resolve("default.db"), DemoSeed.NONE).run("bench", "--only", "check",
                    "--runs", "12", "--blocks", "6", "--repeat", "1", "--out", dir.resolve("bench").toString());
        } finally {
            System.setErr(standardError);
        }
        String progress = progressBytes.toString(StandardCharsets.UTF_8);

        assertTrue(result.out().contains("| check all 12 runs"), result.out() + result.err());
        // Warm-ups by default: shown, not counted, and the cold first check kept as a reference.
        assertTrue(progress.contains("check warm-up 1: copydesk"), progress);
        assertTrue(progress.contains("check 1: copydesk"), progress);
        assertFalse(progress.contains("check 2: copydesk"), progress);
        assertTrue(result.out().contains("reference: the first check of this process (warm-up 1) |"), result.out());
        // The imported store the check needs is made first, as the import figure would make it.
        assertTrue(result.out().contains("| import 12 runs"), result.out());
        assertFalse(result.out().contains("verify"), result.out());
        assertFalse(result.out().contains("queue"), result.out());
    }
}
