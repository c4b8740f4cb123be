package org.copydesk.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The stock {@code sqlite3} command-line tool, run as its own process with a script on its standard input. */
final class Sqlite3 {

    private Sqlite3() {
    }

    /** Result of one run: wall seconds from start to exit, and what it printed. */
    record Run(double seconds, String output) {
    }

    static Run script(Path database, Path script) {
        try {
            ProcessBuilder builder = new ProcessBuilder(List.of("sqlite3", "-bail", database.toString()))
                    .redirectInput(script.toFile()).redirectErrorStream(true);
            long start = System.nanoTime();
            Process process = builder.start();
            byte[] output = process.getInputStream().readAllBytes();
            int code = process.waitFor();
            double seconds = (System.nanoTime() - start) / 1e9;
            String text = new String(output, StandardCharsets.UTF_8);
            if (code != 0) {
                throw new IllegalStateException("sqlite3 " + database + " < " + script + " failed (" + code + "): " + text);
            }
            return new Run(seconds, text);
        } catch (IOException e) {
            throw new IllegalStateException("cannot run sqlite3 (install it: apt-get install sqlite3): " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    static Run sql(Path database, Path scratch, String sql) {
        try {
            Files.writeString(scratch, sql, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(scratch + ": " + e.getMessage(), e);
        }
        return script(database, scratch);
    }
}
