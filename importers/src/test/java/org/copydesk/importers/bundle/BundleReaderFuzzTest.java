package org.copydesk.importers.bundle;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * Any bytes read as a zip bundle give entries and refusals, or the documented
 * {@link BundleException} for a zip that cannot be opened at all. Small limits keep each input
 * cheap; the limit checks themselves are the same code at any size.
 */
class BundleReaderFuzzTest {

    private static final BundleLimits SMALL = new BundleLimits(64 * 1024, 64 * 1024, 256 * 1024, 64);

    private static Path dir;

    @BeforeAll
    static void createScratch() throws IOException {
        dir = Files.createTempDirectory("bundle-fuzz");
    }

    @AfterAll
    static void removeScratch() throws IOException {
        Files.deleteIfExists(dir.resolve("input.zip"));
        Files.deleteIfExists(dir);
    }

    @FuzzTest(maxDuration = "60s")
    void readZip(byte[] bytes) {
        Path zip = dir.resolve("input.zip");
        try {
            Files.write(zip, bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try {
            new BundleReader(SMALL).read(zip, new BundleVisitor() {
                @Override
                public void entry(BundleEntry entry) {
                    if (entry.bytes().length > SMALL.capFor(entry.kind())) {
                        throw new AssertionError(entry.displayPath() + " passed over its cap");
                    }
                }

                @Override
                public void refused(Refusal refusal) {
                    if (refusal.reason().contains("\n")) {
                        throw new AssertionError("a refusal is one line: " + refusal);
                    }
                }
            });
        } catch (BundleException expected) {
            // The documented refusal of a file that is not a readable zip.
        }
    }
}
