package org.copydesk.app.workflow;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.copydesk.fixtures.DemoCorpus;
import org.copydesk.store.EvidenceStore;

/**
 * Fills a new default store with the fictional demo corpus, so a new user sees real work at once, and
 * puts a writable copy of its release tree beside the store, so that an owner can promote a demo take.
 */
@FunctionalInterface
public interface DemoSeed {

    DemoSeed NONE = (store, importer, progress) -> { };

    /**
     * Seeds {@code store}, which was created just now (or whose seeding was cut short: importing the
     * same corpus again stores nothing twice), importing through {@code importer} with {@code progress}.
     */
    void seed(EvidenceStore store, ImportWorkflow importer, ImportProgress progress);

    static DemoSeed demoCorpus() {
        return (store, importer, progress) -> {
            Path dir = null;
            try {
                dir = Files.createTempDirectory("copydesk-demo");
                DemoCorpus.write(dir);
                importer.importPaths(List.of(dir), progress);
                // The imported release is read-only evidence; an owner promotes into a tree on disk
                // (the demo seeds only the default store, a file).
                DemoReleaseTree.copy(dir.resolve("release"), Path.of(store.location()));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the demo corpus: " + e.getMessage(), e);
            } finally {
                deleteQuietly(dir);
            }
        };
    }

    private static void deleteQuietly(Path dir) {
        if (dir == null) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // A leftover temp folder of fictional fixtures harms nothing.
        }
    }
}
