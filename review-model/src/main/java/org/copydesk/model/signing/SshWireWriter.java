package org.copydesk.model.signing;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** Writes the SSH wire encoding (RFC 4251 §5): raw bytes, uint32 and length-prefixed strings. */
final class SshWireWriter {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    SshWireWriter raw(byte[] bytes) {
        out.writeBytes(bytes);
        return this;
    }

    SshWireWriter uint32(long value) {
        out.write((int) (value >>> 24) & 0xFF);
        out.write((int) (value >>> 16) & 0xFF);
        out.write((int) (value >>> 8) & 0xFF);
        out.write((int) value & 0xFF);
        return this;
    }

    SshWireWriter string(byte[] bytes) {
        uint32(bytes.length);
        return raw(bytes);
    }

    SshWireWriter string(String utf8) {
        return string(utf8.getBytes(StandardCharsets.UTF_8));
    }

    byte[] toByteArray() {
        return out.toByteArray();
    }
}
