package org.copydesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
    void onlyMeasuresTheNamedGroupsOnASmallCorpus() {
        CliRunner.Result result = new CliRunner(dir.resolve("default.db"), DemoSeed.NONE).run("bench", "--only", "check",
                "--runs", "12", "--blocks", "6", "--repeat", "1", "--out", dir.resolve("bench").toString());

        assertTrue(result.out().contains("| check all 12 runs"), result.out() + result.err());
        // The imported store the check needs is made first, as the import figure would make it.
        assertTrue(result.out().contains("| import 12 runs"), result.out());
        assertFalse(result.out().contains("verify"), result.out());
        assertFalse(result.out().contains("queue"), result.out());
    }
}
