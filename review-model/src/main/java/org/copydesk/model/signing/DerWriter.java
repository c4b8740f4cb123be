package org.copydesk.model.signing;

import java.io.ByteArrayOutputStream;

/** Just enough DER (X.690) to write an encrypted PKCS#8 key; lengths are always minimal. */
final class DerWriter {

    private DerWriter() {
    }

    static byte[] sequence(byte[]... elements) {
        ByteArrayOutputStream content = new ByteArrayOutputStream();
        for (byte[] element : elements) {
            content.writeBytes(element);
        }
        return tlv(DerReader.SEQUENCE, content.toByteArray());
    }

    static byte[] octetString(byte[] value) {
        return tlv(DerReader.OCTET_STRING, value);
    }

    static byte[] oid(byte[] encodedContent) {
        return tlv(DerReader.OID, encodedContent);
    }

    static byte[] nullValue() {
        return new byte[] {DerReader.NULL, 0};
    }

    static byte[] integer(int value) {
        if (value < 0) {
            throw new IllegalArgumentException("only non-negative integers are written");
        }
        ByteArrayOutputStream content = new ByteArrayOutputStream();
        boolean started = false;
        for (int shift = 24; shift >= 0; shift -= 8) {
            int b = (value >>> shift) & 0xFF;
            if (!started && b == 0 && shift > 0) {
                continue;
            }
            if (!started && (b & 0x80) != 0) {
                content.write(0);
            }
            started = true;
            content.write(b);
        }
        return tlv(DerReader.INTEGER, content.toByteArray());
    }

    private static byte[] tlv(int tag, byte[] content) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(tag);
        int length = content.length;
        if (length < 0x80) {
            out.write(length);
        } else if (length < 0x100) {
            out.write(0x81);
            out.write(length);
        } else if (length < 0x10000) {
            out.write(0x82);
            out.write(length >>> 8);
            out.write(length & 0xFF);
        } else {
            out.write(0x83);
            out.write(length >>> 16);
            out.write((length >>> 8) & 0xFF);
            out.write(length & 0xFF);
        }
        out.writeBytes(content);
        return out.toByteArray();
    }
}
