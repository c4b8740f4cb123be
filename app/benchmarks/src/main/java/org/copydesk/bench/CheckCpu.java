package org.copydesk.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.copydesk.model.checks.CheckContext;
import org.copydesk.model.checks.CheckEngine;
import org.copydesk.model.checks.EmptyCheckContext;
import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;

/**
 * The CPU one thread spends decoding and checking run files, each file decoded and checked
 * before the next as the check-all does: the least of several passes over the same files.
 * A machine that other work loads disturbs this figure far less than the bench's wall-clock
 * check-all, so two builds can be compared while others build and test.
 *
 * <p>It uses only the model's decode and check entry points, so it also runs from its source
 * against an older build's class path: {@code java -cp OLD_JARS CheckCpu.java DIR N PASSES}.
 */
public final class CheckCpu {

    private CheckCpu() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("usage: CheckCpu RUNS_DIR FILES PASSES");
            System.exit(2);
        }
        List<byte[]> bodies = read(Path.of(args[0]), Integer.parseInt(args[1]));
        int passes = Integer.parseInt(args[2]);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        CheckEngine engine = new CheckEngine();
        CheckContext context = new EmptyCheckContext();
        long decodeOnly = Long.MAX_VALUE;
        long decodeAndCheck = Long.MAX_VALUE;
        long results = 0;
        for (int pass = 0; pass < passes; pass++) {
            long start = threads.getCurrentThreadCpuTime();
            for (byte[] body : bodies) {
                results += ((Decoded.Run) Documents.decode(body)).run().runId().length();
            }
            long decoded = threads.getCurrentThreadCpuTime();
            for (byte[] body : bodies) {
                results += engine.check(((Decoded.Run) Documents.decode(body)).run(), context).results().size();
            }
            long checked = threads.getCurrentThreadCpuTime();
            decodeOnly = Math.min(decodeOnly, decoded - start);
            decodeAndCheck = Math.min(decodeAndCheck, checked - decoded);
        }
        System.out.printf("%d run files, least of %d passes, one thread's CPU: decode %.1f ms, decode and check "
                + "%.1f ms (%d)%n", bodies.size(), passes, decodeOnly / 1e6, decodeAndCheck / 1e6, results);
    }

    private static List<byte[]> read(Path dir, int limit) throws IOException {
        List<byte[]> bodies = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.sorted().limit(limit).toList()) {
                bodies.add(Files.readAllBytes(file));
            }
        }
        return bodies;
    }
}
