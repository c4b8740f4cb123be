package org.copydesk.importers.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BundleReaderTest {

    private static final String DIGEST = "a".repeat(64);

    @TempDir
    Path dir;

    private final Collected collected = new Collected();

    private static final class Collected implements BundleVisitor {
        final List<BundleEntry> entries = new ArrayList<>();
        final List<Refusal> refusals = new ArrayList<>();

        @Override
        public void entry(BundleEntry entry) {
            entries.add(entry);
        }

        @Override
        public void refused(Refusal refusal) {
            refusals.add(refusal);
        }

        String reasons() {
            return refusals.toString();
        }
    }

    private Path zip(String name, ZipWriter writer) throws IOException {
        Path zip = dir.resolve(name);
        try (OutputStream file = Files.newOutputStream(zip); ZipOutputStream out = new ZipOutputStream(file)) {
            writer.write(out);
        }
        return zip;
    }

    private interface ZipWriter {
        void write(ZipOutputStream out) throws IOException;
    }

    private static void put(ZipOutputStream out, String name, byte[] bytes) throws IOException {
        out.putNextEntry(new ZipEntry(name));
        out.write(bytes);
        out.closeEntry();
    }

    @Test
    void classifiesDocumentsRawBytesAndArtifactsByPlaceAndName() throws IOException {
        Files.createDirectories(dir.resolve("b/runs"));
        Files.createDirectories(dir.resolve("b/raw"));
        Files.createDirectories(dir.resolve("b/briefs/artifacts"));
        Files.writeString(dir.resolve("b/runs/one.json"), "{}");
        Files.writeString(dir.resolve("b/raw/" + DIGEST + ".html"), "<p>x</p>");
        Files.writeString(dir.resolve("b/briefs/artifacts/" + DIGEST), "bytes");
        new BundleReader(BundleLimits.defaults()).read(dir.resolve("b"), collected);
        assertEquals(List.of(EntryKind.ARTIFACT, EntryKind.RAW, EntryKind.DOCUMENT),
                collected.entries.stream().map(BundleEntry::kind).toList());
        assertEquals(DIGEST, collected.entries.get(1).namedSha256().orElseThrow());
    }

    @Test
    void stopsAZipBombAtTheCapWithoutTrustingItsDeclaredSize() throws IOException {
        byte[] zeros = new byte[8 * 1024 * 1024];
        Path bomb = zip("bomb.zip", out -> {
            out.putNextEntry(new ZipEntry("runs/bomb.json"));
            for (int i = 0; i < 16; i++) {
                out.write(zeros);
            }
            out.closeEntry();
        });
        assertTrue(Files.size(bomb) < 1024 * 1024, "the bomb is small on disk");
        BundleLimits limits = new BundleLimits(1024 * 1024, 1024 * 1024, 64L * 1024 * 1024, 100);
        new BundleReader(limits).read(bomb, collected);
        assertEquals(0, collected.entries.size());
        assertTrue(collected.reasons().contains("limit"), collected.reasons());
    }

    @Test
    void stopsAZipWhoseEntriesTogetherExpandPastTheBundlesTotal() throws IOException {
        byte[] spaces = " ".repeat(600 * 1024).getBytes(StandardCharsets.US_ASCII);
        Path crowd = zip("crowd.zip", out -> {
            for (int i = 0; i < 5; i++) {
                put(out, "runs/" + i + ".json", spaces);
            }
        });
        new BundleReader(new BundleLimits(1024 * 1024, 1024 * 1024, 2 * 1024 * 1024, 100)).read(crowd, collected);
        assertEquals(3, collected.entries.size());
        assertEquals(1, collected.refusals.size(), collected.reasons());
        assertTrue(collected.refusals.get(0).reason().contains("bundle's 2097152-byte limit in all"),
                collected.reasons());
        assertEquals(crowd + "!/runs/3.json", collected.refusals.get(0).path());
    }

    @Test
    void aDeviceIsRefusedUnopened() {
        BundleException e = assertThrows(BundleException.class,
                () -> new BundleReader(BundleLimits.defaults()).read(Path.of("/dev/zero"), collected));
        assertEquals("/dev/zero: not a regular file (a device, pipe or socket); copydesk reads regular files only",
                e.getMessage());
    }

    @Test
    void refusesAZipWithTooManyEntries() throws IOException {
        Path many = zip("many.zip", out -> {
            for (int i = 0; i < 20; i++) {
                put(out, "runs/" + i + ".json", "{}".getBytes(StandardCharsets.UTF_8));
            }
        });
        new BundleReader(new BundleLimits(1024, 1024, 1024 * 1024, 10)).read(many, collected);
        assertEquals(0, collected.entries.size());
        assertTrue(collected.reasons().contains("20 entries"), collected.reasons());
    }

    @Test
    void refusesZipEntriesThatWouldEscapeTheBundle() throws IOException {
        Path evil = zip("evil.zip", out -> {
            put(out, "../../etc/passwd.json", "{}".getBytes(StandardCharsets.UTF_8));
            put(out, "/abs.json", "{}".getBytes(StandardCharsets.UTF_8));
            put(out, "runs/ok.json", "{}".getBytes(StandardCharsets.UTF_8));
        });
        new BundleReader(BundleLimits.defaults()).read(evil, collected);
        assertEquals(1, collected.entries.size());
        assertEquals(2, collected.refusals.size(), collected.reasons());
    }

    @Test
    void refusesASymbolicLinkPointingOutOfAFolderBundle() throws IOException {
        Path outside = Files.writeString(dir.resolve("secret.json"), "{}");
        Files.createDirectories(dir.resolve("b/runs"));
        Files.createSymbolicLink(dir.resolve("b/runs/link.json"), outside);
        new BundleReader(BundleLimits.defaults()).read(dir.resolve("b"), collected);
        assertEquals(0, collected.entries.size());
        assertTrue(collected.reasons().contains("outside the bundle"), collected.reasons());
    }

    @Test
    void refusesAFileOverTheSizeCapWithoutReadingIt() throws IOException {
        Files.createDirectories(dir.resolve("b/runs"));
        Files.write(dir.resolve("b/runs/big.json"), new byte[2048]);
        new BundleReader(new BundleLimits(1024, 1024, 1024 * 1024, 10)).read(dir.resolve("b"), collected);
        assertTrue(collected.reasons().contains("over the 1024-byte limit"), collected.reasons());
    }

    @Test
    void aMissingPathIsABundleError() {
        BundleException e = assertThrows(BundleException.class,
                () -> new BundleReader(BundleLimits.defaults()).read(dir.resolve("none"), collected));
        assertTrue(e.getMessage().contains("no such file or folder"));
    }
}
