package org.copydesk.app.reliability;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.SharedVectors;
import org.copydesk.model.json.Json;

/** The hostile inputs, each built at test time (nothing generated is committed). */
final class HostileCorpus {

    /** Runs in the vector bundle: what every case must still import. */
    static final int GOOD_RUNS = 5;

    private static final long SIZE_CAP = Json.MAX_DOCUMENT_BYTES;

    private HostileCorpus() {
    }

    static HostileCase notJson() {
        return text("runs/not-json.json", "this is a note, not JSON", "not valid JSON");
    }

    static HostileCase truncatedJson() {
        return (work, bundle) -> {
            byte[] good = goodRun();
            return plant(bundle, "runs/truncated.json", Arrays.copyOf(good, good.length / 2), "not valid JSON");
        };
    }

    static HostileCase binary() {
        return (work, bundle) -> {
            byte[] noise = new byte[4096];
            new Random(10).nextBytes(noise);
            return plant(bundle, "runs/binary.json", noise, "not valid UTF-8");
        };
    }

    static HostileCase emptyFile() {
        return (work, bundle) -> plant(bundle, "runs/empty.json", new byte[0], "empty file");
    }

    static HostileCase unknownSchema() {
        return text("runs/weather.json", "{\"schema\": \"weather-report.v1\"}", "unknown schema");
    }

    static HostileCase unknownVersion() {
        return (work, bundle) -> plant(bundle, "runs/future.json", goodRunWith("schema", "shadow-run.v9"),
                "unknown schema");
    }

    static HostileCase missingRequiredField() {
        return (work, bundle) -> {
            ObjectNode run = (ObjectNode) Json.parse(goodRun());
            run.remove("run_id");
            return plant(bundle, "runs/missing.json", Json.mapper().writeValueAsBytes(run), "run_id");
        };
    }

    static HostileCase mistypedRequiredField() {
        return (work, bundle) -> plant(bundle, "runs/mistyped.json", goodRunWith("sources", "all of them"),
                "sources");
    }

    static HostileCase deepNesting() {
        return (work, bundle) -> {
            int depth = 200_000;
            String nested = "[".repeat(depth) + "]".repeat(depth);
            return plant(bundle, "runs/deep.json", ("{\"schema\":\"shadow-run.v1\",\"x\":" + nested + "}")
                    .getBytes(StandardCharsets.UTF_8), "nesting depth");
        };
    }

    static HostileCase hugeString() {
        return (work, bundle) -> {
            String huge = "a".repeat(Json.MAX_STRING_LENGTH + 1);
            return plant(bundle, "runs/huge-string.json", ("{\"schema\":\"shadow-run.v1\",\"run_id\":\"" + huge
                    + "\"}").getBytes(StandardCharsets.UTF_8), "length");
        };
    }

    static HostileCase overSizeCap() {
        return (work, bundle) -> {
            Path file = bundle.resolve("runs/oversized.json");
            try (OutputStream out = Files.newOutputStream(file)) {
                byte[] spaces = new byte[1 << 20];
                Arrays.fill(spaces, (byte) ' ');
                out.write("{\"schema\":\"shadow-run.v1\"".getBytes(StandardCharsets.UTF_8));
                for (long written = 0; written <= SIZE_CAP; written += spaces.length) {
                    out.write(spaces);
                }
                out.write('}');
            }
            return new HostileCase.Planted(List.of(bundle), file.toString(), "limit");
        };
    }

    static HostileCase zipEntryEscapingTheBundle() {
        return (work, bundle) -> {
            Path zip = work.resolve("escape.zip");
            goodZip().add("../escaped.json", goodRun()).writeTo(zip);
            return new HostileCase.Planted(List.of(zip), zip + "!/../escaped.json", "escape");
        };
    }

    static HostileCase zipEntryWithAbsolutePath() {
        return (work, bundle) -> {
            Path zip = work.resolve("absolute.zip");
            String name = work.resolve("absolute.json").toString();
            goodZip().add(name, goodRun()).writeTo(zip);
            return new HostileCase.Planted(List.of(zip), zip + "!/" + name, "absolute");
        };
    }

    /** States its true size, 2 GiB: refused before a byte is inflated. */
    static HostileCase zipBombStatingItsSize() {
        return (work, bundle) -> {
            Path zip = work.resolve("bomb.zip");
            goodZip().addZeros("runs/bomb.json", 2048, 2048L << 20).writeTo(zip);
            return new HostileCase.Planted(List.of(zip), zip + "!/runs/bomb.json", "limit");
        };
    }

    /** Claims 1,000 bytes and inflates to 2 GiB: the reader must stop at its cap, not trust the claim. */
    static HostileCase zipBombLyingAboutItsSize() {
        return (work, bundle) -> {
            Path zip = work.resolve("liar.zip");
            String raw = "raw/" + "0".repeat(64) + ".html";
            goodZip().addZeros(raw, 2048, 1000).writeTo(zip);
            return new HostileCase.Planted(List.of(zip), zip + "!/" + raw, "limit");
        };
    }

    static HostileCase tooManyZipEntries() {
        return (work, bundle) -> {
            Path zip = work.resolve("crowd.zip");
            try (ZipOutputStream out = new ZipOutputStream(new BufferedOutputStream(Files.newOutputStream(zip)))) {
                for (int i = 0; i <= 200_000; i++) {
                    out.putNextEntry(new ZipEntry("runs/" + i + ".json"));
                    out.closeEntry();
                }
            }
            return new HostileCase.Planted(List.of(bundle, zip), zip.toString(), "entries");
        };
    }

    static HostileCase symlinkOutOfTheBundle() {
        return (work, bundle) -> {
            Path outside = work.resolve("outside");
            Files.createDirectories(outside);
            Path secret = Files.write(outside.resolve("secret.json"), goodRunWith("run_id", "from-outside"));
            Path link = Files.createSymbolicLink(bundle.resolve("runs/link.json"), secret);
            return new HostileCase.Planted(List.of(bundle), link.toString(), "outside the bundle");
        };
    }

    /** A poll whose sample size no double can hold: that file is refused, the bundle's other runs import. */
    static HostileCase numberBeyondADouble() {
        return (work, bundle) -> {
            String poll = Files.readString(goodRunFiles().stream()
                    .filter(run -> run.getFileName().toString().startsWith("f5197fc2")).findFirst().orElseThrow());
            String bad = poll.replaceFirst("(\"sample_size\": \\{\\s*\"value\": )500", "$11e400");
            if (bad.equals(poll)) {
                throw new IllegalStateException("the poll vector no longer has a sample size of 500");
            }
            return plant(bundle, "runs/too-big.json", bad.getBytes(StandardCharsets.UTF_8), "out of range for a double");
        };
    }

    /** A file reformatted (same canonical content, so the same digest) after its original was stored. */
    static HostileCase sameRunReformatted() {
        return (work, bundle) -> {
            Path copy = work.resolve("reformatted.json");
            Files.write(copy, Json.mapper().writeValueAsBytes(Json.parse(goodRun())));
            return new HostileCase.Planted(List.of(bundle, copy), copy.toString(), "same digest, different bytes");
        };
    }

    /** {@code import /dev/zero}: never opened, so it can neither hang nor fill the heap. */
    static HostileCase deviceGivenToImport() {
        return (work, bundle) -> new HostileCase.Planted(List.of(bundle, Path.of("/dev/zero")), "/dev/zero",
                "not a regular file");
    }

    /** A FIFO nobody writes to: opening it would block the import for ever. */
    static HostileCase fifoGivenToImport() {
        return (work, bundle) -> {
            Path fifo = mkfifo(work.resolve("waiting.json"));
            return new HostileCase.Planted(List.of(bundle, fifo), fifo.toString(), "not a regular file");
        };
    }

    /** A FIFO inside a bundle folder, under a name a run could have. */
    static HostileCase fifoInsideTheBundle() {
        return (work, bundle) -> {
            Path fifo = mkfifo(bundle.resolve("runs/waiting.json"));
            return new HostileCase.Planted(List.of(bundle), fifo.toString(), "not a regular file");
        };
    }

    static Path mkfifo(Path path) throws IOException {
        try {
            Process mkfifo = new ProcessBuilder("mkfifo", path.toString()).redirectErrorStream(true).start();
            String printed = new String(mkfifo.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (mkfifo.waitFor() != 0) {
                throw new IOException("mkfifo " + path + " failed: " + printed);
            }
            return path;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while making a FIFO", e);
        }
    }

    private static HostileCase text(String relative, String content, String reason) {
        return (work, bundle) -> plant(bundle, relative, content.getBytes(StandardCharsets.UTF_8), reason);
    }

    private static HostileCase.Planted plant(Path bundle, String relative, byte[] bytes, String reason)
            throws IOException {
        Path file = bundle.resolve(relative);
        Files.write(file, bytes);
        return new HostileCase.Planted(List.of(bundle), file.toString(), reason);
    }

    static byte[] goodRun() throws IOException {
        return Files.readAllBytes(goodRunFiles().get(0));
    }

    private static byte[] goodRunWith(String field, String value) throws IOException {
        ObjectNode run = (ObjectNode) Json.parse(goodRun());
        run.put(field, value);
        return Json.mapper().writeValueAsBytes(run);
    }

    private static RawZip goodZip() throws IOException {
        RawZip zip = new RawZip();
        for (Path run : goodRunFiles()) {
            zip.add("runs/" + run.getFileName(), Files.readAllBytes(run));
        }
        return zip;
    }

    static List<Path> goodRunFiles() throws IOException {
        try (var runs = Files.list(SharedVectors.bundle().resolve("runs"))) {
            return runs.sorted().toList();
        }
    }
}
