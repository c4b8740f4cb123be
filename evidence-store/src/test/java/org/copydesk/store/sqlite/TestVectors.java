package org.copydesk.store.sqlite;

import java.nio.file.Files;
import java.nio.file.Path;

/** Locates the shared vectors for tests: from the build's property, else by walking up. */
final class TestVectors {

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
}
