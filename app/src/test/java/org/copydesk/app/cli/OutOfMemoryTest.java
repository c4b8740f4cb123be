package org.copydesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;

import org.copydesk.app.workflow.DemoSeed;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A command that runs out of heap ends as one line naming its store and the way out, with exit 2: never Java's
 * stack trace. The heap runs out here where the command writes its answer, on its own thread or, as a job on the
 * workers hands it back, wrapped in the job's failure.
 */
class OutOfMemoryTest {

    @TempDir
    Path dir;

    @Test
    void outOfMemoryOnTheCommandsThreadIsOneLineNamingTheStore() {
        assertOneLine(() -> new OutOfMemoryError("Java heap space"));
    }

    @Test
    void outOfMemoryOnAWorkerHandedBackWrappedIsTheSameLine() {
        assertOneLine(() -> new CompletionException(new OutOfMemoryError("Java heap space")));
    }

    private void assertOneLine(Supplier<Throwable> failure) {
        String store = dir.resolve("s.db").toString();
        StringWriter err = new StringWriter();
        Writer exhausted = new Writer() {
            @Override
            public void write(char[] text, int offset, int length) {
                Throwable thrown = failure.get();
                if (thrown instanceof Error error) {
                    throw error;
                }
                throw (RuntimeException) thrown;
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Cli cli = new Cli(new CliContext(new PrintWriter(exhausted), new PrintWriter(err, true),
                dir.resolve("default.db"), DemoSeed.NONE, CliRunner.CLOCK));
        int code;
        try {
            code = cli.run("--store", store, "list", "--json");
        } catch (OutOfMemoryError escaped) {
            // Reported as a failure: JUnit ends the whole run on an OutOfMemoryError that reaches it.
            throw new AssertionError("the error escaped the command line", escaped);
        }
        assertEquals(ExitCodes.USAGE, code);
        assertEquals("copydesk: " + store + ": out of memory; COPYDESK_CLI_HEAP=1g ./copydesk … raises the heap"
                + System.lineSeparator(), err.toString());
    }
}
