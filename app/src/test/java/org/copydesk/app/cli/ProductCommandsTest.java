package org.copydesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.copydesk.app.workflow.DemoSeed;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The product's command line is CLI.md's: the bench is a developer's command of the benchmarks module. */
class ProductCommandsTest {

    @TempDir
    Path dir;

    @Test
    void benchIsNotACommandOfTheProduct() {
        CliRunner.Result result = new CliRunner(dir.resolve("default.db"), DemoSeed.NONE).run("bench", "--only", "check");

        assertEquals(ExitCodes.USAGE, result.code());
        assertTrue(result.err().startsWith("copydesk: "), result.err());
        assertEquals(1, result.err().strip().lines().count(), result.err());
    }

    @ParameterizedTest
    @ValueSource(strings = {"--store", "--json"})
    void optionsWithoutACommandSayToNameOneInOneLine(String option) {
        String[] args = option.equals("--store") ? new String[] {option, dir.resolve("s.db").toString()}
                : new String[] {option};
        CliRunner.Result result = new CliRunner(dir.resolve("default.db"), DemoSeed.NONE).run(args);

        assertEquals(ExitCodes.USAGE, result.code());
        assertTrue(result.err().startsWith("copydesk: name a command after the options"), result.err());
        assertEquals(1, result.err().strip().lines().count(), result.err());
        assertEquals("", result.out());
    }

    @Test
    void helpListsNoBench() {
        CliRunner.Result result = new CliRunner(dir.resolve("default.db"), DemoSeed.NONE).run("--help");

        assertEquals(ExitCodes.OK, result.code());
        assertTrue(result.out().contains("import"), result.out());
        assertFalse(result.out().contains("bench"), result.out());
    }
}
