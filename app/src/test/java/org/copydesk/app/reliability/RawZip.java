package org.copydesk.app.reliability;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * Writes zips byte by byte, so a test can state sizes the data does not have: {@code ZipOutputStream}
 * would recompute them, and a zip bomb has to lie or be too big to write quickly.
 */
final class RawZip {

    private static final int MIB = 1 << 20;

    private final ByteArrayOutputStream body = new ByteArrayOutputStream();
    private final ByteArrayOutputStream central = new ByteArrayOutputStream();
    private final List<String> names = new ArrayList<>();

    /** An entry deflated honestly. */
    RawZip add(String name, byte[] content) {
        CRC32 crc = new CRC32();
        crc.update(content);
        return addCompressed(name, deflate(content), crc.getValue(), content.length);
    }

    /** {@code count} entries {@code prefix0.json}, {@code prefix1.json}, … of the same content, deflated once. */
    RawZip addCopies(String prefix, byte[] content, int count) {
        CRC32 crc = new CRC32();
        crc.update(content);
        byte[] deflated = deflate(content);
        for (int i = 0; i < count; i++) {
            addCompressed(prefix + i + ".json", deflated, crc.getValue(), content.length);
        }
        return this;
    }

    /**
     * An entry that inflates to {@code mebibytes} MiB of zeros while the zip states
     * {@code declaredSize}; it costs about 1 KiB of zip per MiB it expands to.
     */
    RawZip addZeros(String name, int mebibytes, long declaredSize) {
        return addCompressed(name, deflatedZeros(mebibytes), crcOfZeros(mebibytes), declaredSize);
    }

    void writeTo(Path file) throws IOException {
        int centralOffset = body.size();
        ByteArrayOutputStream end = new ByteArrayOutputStream();
        le32(end, 0x06054b50);
        le16(end, 0);
        le16(end, 0);
        le16(end, names.size());
        le16(end, names.size());
        le32(end, central.size());
        le32(end, centralOffset);
        le16(end, 0);
        try (OutputStream out = Files.newOutputStream(file)) {
            body.writeTo(out);
            central.writeTo(out);
            end.writeTo(out);
        }
    }

    private RawZip addCompressed(String name, byte[] data, long crc, long declaredSize) {
        byte[] nameBytes = name.getBytes(StandardCharsets.UTF_8);
        int offset = body.size();
        le32(body, 0x04034b50);
        le16(body, 20);
        le16(body, 0x0800);
        le16(body, 8);
        le16(body, 0);
        le16(body, 0x21);
        le32(body, crc);
        le32(body, data.length);
        le32(body, declaredSize);
        le16(body, nameBytes.length);
        le16(body, 0);
        body.writeBytes(nameBytes);
        body.writeBytes(data);

        le32(central, 0x02014b50);
        le16(central, 20);
        le16(central, 20);
        le16(central, 0x0800);
        le16(central, 8);
        le16(central, 0);
        le16(central, 0x21);
        le32(central, crc);
        le32(central, data.length);
        le32(central, declaredSize);
        le16(central, nameBytes.length);
        le16(central, 0);
        le16(central, 0);
        le16(central, 0);
        le16(central, 0);
        le32(central, 0);
        le32(central, offset);
        central.writeBytes(nameBytes);
        names.add(name);
        return this;
    }

    private static byte[] deflate(byte[] content) {
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION, true);
        deflater.setInput(content);
        deflater.finish();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        while (!deflater.finished()) {
            out.write(buffer, 0, deflater.deflate(buffer));
        }
        deflater.end();
        return out.toByteArray();
    }

    /**
     * Once the window holds nothing but zeros, one flushed block of zeros decodes the same
     * wherever it stands, so the stream is the first block, that block repeated, and an end.
     */
    private static byte[] deflatedZeros(int mebibytes) {
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION, true);
        byte[] zeros = new byte[MIB];
        byte[] first = flushed(deflater, zeros);
        byte[] steady = flushed(deflater, zeros);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(first);
        for (int i = 1; i < mebibytes; i++) {
            out.writeBytes(steady);
        }
        deflater.finish();
        byte[] buffer = new byte[64];
        while (!deflater.finished()) {
            out.write(buffer, 0, deflater.deflate(buffer));
        }
        deflater.end();
        return out.toByteArray();
    }

    private static byte[] flushed(Deflater deflater, byte[] input) {
        deflater.setInput(input);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        int written;
        do {
            written = deflater.deflate(buffer, 0, buffer.length, Deflater.SYNC_FLUSH);
            out.write(buffer, 0, written);
        } while (written == buffer.length || !deflater.needsInput());
        return out.toByteArray();
    }

    private static long crcOfZeros(int mebibytes) {
        CRC32 crc = new CRC32();
        byte[] zeros = new byte[MIB];
        for (int i = 0; i < mebibytes; i++) {
            crc.update(zeros);
        }
        return crc.getValue();
    }

    private static void le16(ByteArrayOutputStream out, int value) {
        out.write(value & 0xff);
        out.write((value >>> 8) & 0xff);
    }

    private static void le32(ByteArrayOutputStream out, long value) {
        le16(out, (int) (value & 0xffff));
        le16(out, (int) ((value >>> 16) & 0xffff));
    }
}
