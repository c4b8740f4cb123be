package org.copydesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.app.workflow.DemoSeed;
import org.copydesk.app.SharedVectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ImportCommandTest {

    @TempDir
    Path dir;

    private CliRunner cli;
    private String store;

    @BeforeEach
    void setUp() {
        cli = new CliRunner(dir.resolve("default.db"), DemoSeed.NONE);
        store = dir.resolve("s.db").toString();
    }

    @Test
    void importsTheFiveVectorRunsAndListsThemUnderTheirRecordDigests() throws IOException {
        CliRunner.Result first = cli.run("--store", store, "import", "--json", SharedVectors.bundle().toString());
        assertEquals(0, first.code(), first.err());
        assertEquals(5, first.json().get("imported").asInt());
        assertEquals(0, first.json().get("rejected").size());

        CliRunner.Result list = cli.run("list", "--store", store, "--json");
        Set<String> ids = new HashSet<>();
        for (JsonNode record : list.json().get("records")) {
            ids.add(record.get("id").asText());
            assertEquals("shadow_run", record.get("kind").asText());
        }
        assertEquals(SharedVectors.manifestRecordDigests(), ids);
    }

    @Test
    void secondImportOfTheSameBundleImportsNothing() {
        cli.run("import", "--store", store, SharedVectors.bundle().toString());
        CliRunner.Result again = cli.run("import", "--store", store, "--json", SharedVectors.bundle().toString());
        assertEquals(0, again.json().get("imported").asInt());
        assertEquals(5, again.json().get("unchanged").asInt());
    }

    @Test
    void refusesMalformedTruncatedAndUnknownSchemaFilesWhileTheRestImports() throws IOException {
        Path bundle = copyOfVectorBundle();
        Files.writeString(bundle.resolve("runs/not-json.json"), "this is not json");
        byte[] good = Files.readAllBytes(Files.list(SharedVectors.bundle().resolve("runs")).sorted().findFirst().orElseThrow());
        Files.write(bundle.resolve("runs/truncated.json"), java.util.Arrays.copyOf(good, good.length / 2));
        Files.writeString(bundle.resolve("runs/future.json"), "{\"schema\": \"shadow-run.v9\"}");

        CliRunner.Result result = cli.run("import", "--store", store, "--json", bundle.toString());

        assertEquals(1, result.code(), "refusals make the command report problems");
        assertEquals(5, result.json().get("imported").asInt());
        assertEquals(3, result.json().get("rejected").size());
        for (JsonNode rejected : result.json().get("rejected")) {
            String error = rejected.get("error").asText();
            assertFalse(error.isBlank());
            assertFalse(error.contains("\n"), "one line: " + error);
            assertFalse(error.contains("Exception"), "no Java internals: " + error);
        }
        assertTrue(result.out().contains("unknown schema \\\"shadow-run.v9\\\""), result.out());
    }

    @Test
    void importsAZipBundleAndRefusesEntriesThatWouldEscapeIt() throws IOException {
        Path zip = dir.resolve("bundle.zip");
        try (OutputStream file = Files.newOutputStream(zip); ZipOutputStream out = new ZipOutputStream(file)) {
            try (var runs = Files.list(SharedVectors.bundle().resolve("runs"))) {
                for (Path run : runs.sorted().toList()) {
                    out.putNextEntry(new ZipEntry("runs/" + run.getFileName()));
                    out.write(Files.readAllBytes(run));
                    out.closeEntry();
                }
            }
            out.putNextEntry(new ZipEntry("../escape.json"));
            out.write("{}".getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
        }
        CliRunner.Result result = cli.run("import", "--store", store, "--json", zip.toString());
        assertEquals(5, result.json().get("imported").asInt());
        assertEquals(1, result.json().get("rejected").size());
        assertTrue(result.json().get("rejected").get(0).get("error").asText().contains("escape"));
        assertFalse(Files.exists(dir.resolve("escape.json")));
    }

    @Test
    void aMissingPathIsOneLineOnStderrWithExitTwoForUnreadableInput() {
        CliRunner.Result result = cli.run("import", "--store", store, "--json", dir.resolve("nowhere").toString());
        assertEquals(1, result.code());
        assertTrue(result.out().contains("no such file or folder"), result.out());
    }

    @Test
    void unknownCommandIsBadUsage() {
        CliRunner.Result result = cli.run("frobnicate");
        assertEquals(2, result.code());
        assertEquals(1, result.err().strip().lines().count(), result.err());
    }

    private Path copyOfVectorBundle() throws IOException {
        Path bundle = dir.resolve("bundle");
        Files.createDirectories(bundle.resolve("runs"));
        Files.createDirectories(bundle.resolve("raw"));
        for (String sub : new String[] {"runs", "raw"}) {
            try (var files = Files.list(SharedVectors.bundle().resolve(sub))) {
                for (Path f : files.toList()) {
                    Files.copy(f, bundle.resolve(sub).resolve(f.getFileName()));
                }
            }
        }
        return bundle;
    }
}
