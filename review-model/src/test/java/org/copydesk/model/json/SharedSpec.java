package org.copydesk.model.json;

import java.nio.file.Files;
import java.nio.file.Path;

/** Locates {@code ../shared/spec} for tests: from the build's property, else by walking up. */
public final class SharedSpec {

    private SharedSpec() {
    }

    public static Path spec() {
        String configured = System.getProperty("copydesk.shared");
        if (configured != null && Files.isDirectory(Path.of(configured, "spec"))) {
            return Path.of(configured, "spec").toAbsolutePath().normalize();
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolveSibling("shared").resolve("spec");
            if (Files.isDirectory(candidate)) {
                return candidate.normalize();
            }
        }
        throw new IllegalStateException("../shared/spec not found; tests need the shared contract beside the checkout");
    }

    public static Path vectors() {
        return spec().resolve("vectors");
    }
}
