package org.copydesk.app.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A small zip that expands to far more than the heap: entries just under the 32 MiB document
 * cap, each a valid run padded with whitespace (so each is parsed, and its digest recomputes).
 * The import must finish in a 256 MiB heap with its resident set under 512 MiB; it ran a
 * 2 GiB heap out of memory when every entry read ahead of the writer was held at once.
 */
class BigBundleMemoryTest {

    private static final boolean LONG = Boolean.getBoolean("copydesk.reliability.long");
    /** 40 entries expand to 1.25 GiB (200 in the long run, 6.25 GiB); the zip is under 2 MB. */
    private static final int ENTRIES = LONG ? 200 : 40;
    private static final long RESIDENT_LIMIT_KIB = 512 * 1024;

    @TempDir
    Path work;

    @Test
    @Timeout(900)
    void aZipOfEntriesJustUnderTheCapImportsInBoundedMemory() throws Exception {
        Path zip = work.resolve("padded.zip");
        new RawZip().addCopies("runs/padded-", paddedRun(Json.MAX_DOCUMENT_BYTES - 1024), ENTRIES).writeTo(zip);
        assertTrue(Files.size(zip) < 2 * 1024 * 1024 * (LONG ? 5 : 1), "a small zip: " + Files.size(zip));

        CopydeskProcess importer = CopydeskProcess.start(work.resolve("logs"), "import",
                "--store", work.resolve("s.db").toString(), "--json", "import", zip.toString());
        long peakKib = importer.awaitPeakResidentKib(880);
        CliCapture.Printed printed = importer.await(20);

        assertEquals(0, printed.code(), printed.err());
        JsonNode summary = Json.parse(printed.out().getBytes(StandardCharsets.UTF_8));
        assertEquals(1, summary.get("imported").asInt(), printed.out());
        assertEquals(ENTRIES - 1, summary.get("unchanged").asInt(), printed.out());
        assertTrue(peakKib > 0 && peakKib < RESIDENT_LIMIT_KIB, "peak resident " + peakKib + " KiB");
        System.out.printf("BigBundleMemoryTest: %d entries of %d bytes, zip %d bytes, peak resident %d MiB%n",
                ENTRIES, Json.MAX_DOCUMENT_BYTES - 1024, Files.size(zip), peakKib / 1024);
    }

    /**
     * The same zip under the options the launcher gives a command (its heap ceiling, JIT and collector,
     * read from {@code ./copydesk}): it imports, and resident memory stays under 512 MiB, the bound for
     * any bundle. Without the ceiling the same import grew past 1 GiB resident on a 23 GiB machine under
     * G1 (543 MiB with the serial collector at -Xmx16g), and under a 512 MiB ceiling it reached
     * 533-540 MiB: the JVM keeps about 120 MiB beside a full heap.
     */
    @Test
    @Timeout(900)
    void underTheLaunchersOptionsTheHeapCeilingBoundsResidentMemory() throws Exception {
        Path zip = work.resolve("padded.zip");
        new RawZip().addCopies("runs/padded-", paddedRun(Json.MAX_DOCUMENT_BYTES - 1024), 40).writeTo(zip);
        List<String> options = LauncherOptions.cliDefaults();

        CopydeskProcess importer = CopydeskProcess.startAsLauncher(work.resolve("logs"), "import",
                "--store", work.resolve("s.db").toString(), "--json", "import", zip.toString());
        long peakKib = importer.awaitPeakResidentKib(880);
        CliCapture.Printed printed = importer.await(20);

        assertEquals(0, printed.code(), printed.err());
        assertEquals(39, Json.parse(printed.out().getBytes(StandardCharsets.UTF_8)).get("unchanged").asInt());
        assertTrue(peakKib > 0 && peakKib < RESIDENT_LIMIT_KIB,
                "peak resident " + peakKib / 1024 + " MiB, not under " + RESIDENT_LIMIT_KIB / 1024 + " MiB, with " + options);
        System.out.printf("BigBundleMemoryTest: launcher options %s, peak resident %d MiB%n", options, peakKib / 1024);
    }

    /** A vector run with whitespace after its closing brace, up to {@code size} bytes: still the same run. */
    private static byte[] paddedRun(long size) throws IOException {
        byte[] run = HostileCorpus.goodRun();
        ByteArrayOutputStream out = new ByteArrayOutputStream((int) size);
        out.writeBytes(run);
        byte[] spaces = new byte[(int) (size - run.length)];
        Arrays.fill(spaces, (byte) ' ');
        out.writeBytes(spaces);
        return out.toByteArray();
    }
}
