package org.copydesk.app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Json;

/** The shared contract's vectors, located from the build's property or by walking up. */
public final class SharedVectors {

    private SharedVectors() {
    }

    public static Path root() {
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

    public static Path bundle() {
        return root().resolve("bundle");
    }

    public static JsonNode manifest() {
        try {
            return Json.parse(Files.readAllBytes(root().resolve("manifest.json")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static Set<String> manifestRecordDigests() {
        Set<String> digests = new HashSet<>();
        for (JsonNode doc : manifest().get("documents")) {
            if (doc.has("record_sha256")) {
                digests.add(doc.get("record_sha256").asText());
            }
        }
        return digests;
    }
}
