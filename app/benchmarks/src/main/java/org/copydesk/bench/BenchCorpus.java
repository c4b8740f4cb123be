package org.copydesk.bench;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.copydesk.bench.floor.FloorImportScript;
import org.copydesk.fixtures.ScaleCorpus;
import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;

/**
 * The benchmark's inputs on disk: the generated bundle, and the same content as SQL for the
 * stock sqlite3 tool. Generated once per size and seed and reused by later runs.
 */
final class BenchCorpus {

    static final long SEED = 20_260_901L;

    private final Path bundle;
    private final Path floorImportSql;

    private BenchCorpus(Path bundle, Path floorImportSql) {
        this.bundle = bundle;
        this.floorImportSql = floorImportSql;
    }

    static BenchCorpus prepare(Path out, int runs, int blocksPerRun) {
        Path dir = out.resolve("corpus-" + runs + "x" + blocksPerRun);
        Path bundle = dir.resolve("bundle");
        Path done = dir.resolve(".complete");
        Path floor = dir.resolve("floor-import.sql");
        try {
            if (!Files.exists(done)) {
                deleteTree(dir);
                ScaleCorpus.writePolls(bundle, runs, blocksPerRun, SEED);
                writeFloorImport(bundle, floor);
                Files.writeString(done, "", StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new BenchCorpus(bundle, floor);
    }

    Path bundle() {
        return bundle;
    }

    Path floorImportSql() {
        return floorImportSql;
    }

    private static void writeFloorImport(Path bundle, Path floor) throws IOException {
        try (BufferedWriter writer = Files.newBufferedWriter(floor, StandardCharsets.UTF_8);
             FloorImportScript script = new FloorImportScript(writer, "2026-01-01T00:00:00Z")) {
            for (Path file : sorted(bundle.resolve("raw"))) {
                script.addRaw(file.getFileName().toString().substring(0, 64), Files.readAllBytes(file));
            }
            for (Path file : sorted(bundle.resolve("runs"))) {
                byte[] body = Files.readAllBytes(file);
                Decoded decoded = Documents.decode(body);
                if (decoded instanceof Decoded.Run run) {
                    script.add(run.run(), body);
                }
            }
        }
    }

    private static List<Path> sorted(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.sorted().toList();
        }
    }

    static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
