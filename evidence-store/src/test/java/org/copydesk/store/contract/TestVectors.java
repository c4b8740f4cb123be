package org.copydesk.store.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.PutResult;
import org.copydesk.store.RunFile;

/** Locates the shared vectors for tests (from the build's property, else by walking up) and stores their runs. */
public final class TestVectors {

    private TestVectors() {
    }

    static Path vectors() {
        String configured = System.getProperty("copydesk.shared");
        if (configured != null && Files.isDirectory(Path.of(configured, "spec"))) {
            return Path.of(configured, "spec", "vectors").toAbsolutePath().normalize();
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolveSibling("shared").resolve("spec").resolve("vectors");
            if (Files.isDirectory(candidate)) {
                return candidate.normalize();
            }
        }
        throw new IllegalStateException("../shared/spec/vectors not found beside the checkout");
    }

    /** The vector bundle's five run files, in name order. */
    static List<Path> runFiles() throws IOException {
        try (Stream<Path> files = Files.list(vectors().resolve("bundle/runs"))) {
            return files.sorted().toList();
        }
    }

    static ShadowRun run(byte[] bytes) {
        return ((Decoded.Run) Documents.decode(bytes)).run();
    }

    /** The vector bundle's runs with their bytes, in name order. */
    public static List<RunFile> runs() throws IOException {
        List<RunFile> runs = new java.util.ArrayList<>();
        for (Path file : runFiles()) {
            byte[] bytes = Files.readAllBytes(file);
            runs.add(new RunFile(run(bytes), bytes));
        }
        return runs;
    }

    /** Stores every vector run, asserting each is new to the store. */
    public static void importRuns(EvidenceStore store) throws IOException {
        for (Path file : runFiles()) {
            byte[] bytes = Files.readAllBytes(file);
            assertEquals(PutResult.STORED, store.runs().put(run(bytes), bytes), file.toString());
        }
    }
}
