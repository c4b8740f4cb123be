package org.copydesk.app.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.app.SharedVectors;
import org.copydesk.model.json.Json;

/**
 * A writable copy of the shared release vector, the v3 draft bound to it, and a byte-exact
 * picture of a tree (every file and directory) for proving that a refusal changed nothing.
 */
final class ReleaseFixture {

    static final String APPROVAL = "5c1d51266f880e76274ba2284fd1af07bd6763f0a6390cd9ce66b44b2c469a19";
    static final String RACE = "xx-gov-2026";
    static final String CURRENT = "analyst-take/" + RACE + "/current.json";
    static final String FORECAST = "forecasts/" + RACE + "/forecast.json";

    private ReleaseFixture() {
    }

    static Path draft() {
        return SharedVectors.root().resolve("takes/xx-gov-2026-draft.json");
    }

    static Path copyRelease(Path into) {
        Path source = SharedVectors.root().resolve("release");
        try (Stream<Path> files = Files.walk(source)) {
            for (Path file : files.toList()) {
                Path target = into.resolve(source.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return into;
    }

    /** Every path in the tree with its bytes (directories as empty), sorted. */
    static Map<String, String> picture(Path root) {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.toList()) {
                String key = root.relativize(file).toString() + (Files.isDirectory(file) ? "/" : "");
                out.put(key, Files.isDirectory(file) ? "" : Files.readString(file));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    static JsonNode json(Path file) {
        try {
            return Json.parse(Files.readAllBytes(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<String> failedChecks(JsonNode gate) {
        List<String> failed = new ArrayList<>();
        for (JsonNode check : gate.get("checks")) {
            if (check.get("result").asText().equals("failed")) {
                failed.add(check.get("check_id").asText());
            }
        }
        return failed;
    }

    /** A new forecast run for the race: the take and the fallback bound to the old one are now stale. */
    static void advanceForecast(Path release) {
        try {
            Path forecast = release.resolve(FORECAST);
            String text = Files.readString(forecast).replace("fc-2026-10-16-01", "fc-2026-10-23-01")
                    .replace("2026-10-15T23:59:59Z", "2026-10-22T23:59:59Z");
            Files.writeString(forecast, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
