package org.copydesk.store.sqlite;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

class FloorScriptsTest {

    @Test
    void floorSchemaHoldsEveryMigration() throws IOException, URISyntaxException {
        Path folder = Path.of(FloorScripts.class.getResource("/db/migration").toURI());
        List<Path> migrations;
        try (Stream<Path> files = Files.list(folder)) {
            migrations = files.filter(p -> p.toString().endsWith(".sql")).toList();
        }
        String schema = FloorScripts.schema();
        for (Path migration : migrations) {
            assertTrue(schema.contains(Files.readString(migration, StandardCharsets.UTF_8)),
                    migration.getFileName() + " is missing from the benchmark floor's schema");
        }
    }
}
