package org.copydesk.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * One virtual X display (Xvfb) for a whole group of window starts, started once, so that no
 * start pays for starting and stopping an X server (xvfb-run around each start would). Xvfb
 * picks a free display number itself and writes it once it is ready to take clients.
 */
final class VirtualDisplay implements AutoCloseable {

    private static final long READY_SECONDS = 30;

    private final Process server;
    private final String name;

    private VirtualDisplay(Process server, String name) {
        this.server = server;
        this.name = name;
    }

    static VirtualDisplay start(Path work) {
        Path number = work.resolve("xvfb-display");
        try {
            Files.deleteIfExists(number);
            Process server = new ProcessBuilder("sh", "-c",
                    "exec Xvfb -displayfd 3 -screen 0 1440x900x24 -nolisten tcp 3>\"$0\"", number.toString())
                    .redirectErrorStream(true).redirectOutput(work.resolve("xvfb.log").toFile()).start();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(READY_SECONDS);
            while (System.nanoTime() < deadline) {
                String written = Files.exists(number) ? Files.readString(number, StandardCharsets.US_ASCII) : "";
                if (written.endsWith("\n")) {
                    return new VirtualDisplay(server, ":" + written.strip());
                }
                if (!server.isAlive()) {
                    throw new IllegalStateException("Xvfb did not start (exit " + server.exitValue() + ", see "
                            + work.resolve("xvfb.log") + "; apt-get install xvfb libgtk-3-0)");
                }
                Thread.sleep(20);
            }
            server.destroy();
            throw new IllegalStateException("Xvfb did not say it was ready within " + READY_SECONDS + " s");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /** The value of {@code DISPLAY} for clients of this server, such as {@code :3}. */
    String name() {
        return name;
    }

    @Override
    public void close() {
        server.destroy();
        try {
            if (!server.waitFor(10, TimeUnit.SECONDS)) {
                server.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
