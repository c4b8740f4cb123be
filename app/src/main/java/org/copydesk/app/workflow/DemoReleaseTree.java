package org.copydesk.app.workflow;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;

import org.copydesk.store.postgres.PostgresLocation;

/**
 * The demo's release tree: a writable copy of the demo bundle's {@code release/} folder, kept beside
 * the demo store (never in the checkout), so that an owner can promote a demo take on the first run.
 */
public final class DemoReleaseTree {

    static final String FOLDER = "demo-release";

    private DemoReleaseTree() {
    }

    /** Where the demo tree of the store file {@code store} lives: {@code demo-release/} in the store's folder. */
    public static Path beside(Path store) {
        Path parent = store.toAbsolutePath().normalize().getParent();
        return parent.resolve(FOLDER);
    }

    /** The demo tree beside {@code store}, if the demo seed made one there. */
    public static Optional<Path> find(Path store) {
        Path tree = beside(store);
        return Files.isRegularFile(tree.resolve("registry.json")) ? Optional.of(tree) : Optional.empty();
    }

    /** The demo tree beside the store {@code location} names; a newsroom store (a URL) has none. */
    public static Optional<Path> find(String location) {
        return PostgresLocation.isUrl(location) ? Optional.empty() : find(Path.of(location));
    }

    /** Copies the bundle's {@code release/} folder beside {@code store}; an existing tree is left as it is. */
    static void copy(Path bundleRelease, Path store) {
        Path target = beside(store);
        if (Files.exists(target)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(bundleRelease)) {
            for (Path from : walk.sorted().toList()) {
                Path to = target.resolve(bundleRelease.relativize(from).toString());
                if (Files.isDirectory(from)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(from, to);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(target + ": cannot write the demo release tree: " + e.getMessage(), e);
        }
    }
}
