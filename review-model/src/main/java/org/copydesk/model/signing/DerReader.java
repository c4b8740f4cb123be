package org.copydesk.model.signing;

import java.util.Arrays;

/**
 * Just enough strict DER (X.690) to read an encrypted PKCS#8 key: definite lengths only,
 * every length checked against what is left, so a damaged file fails with a one-line
 * {@link MalformedKeyException} rather than an index exception.
 */
final class DerReader {

    static final int SEQUENCE = 0x30;
    static final int INTEGER = 0x02;
    static final int OCTET_STRING = 0x04;
    static final int NULL = 0x05;
    static final int OID = 0x06;

    private final byte[] data;
    private final int end;
    private int position;

    DerReader(byte[] data) {
        this(data, 0, data.length);
    }

    private DerReader(byte[] data, int start, int end) {
        this.data = data;
        this.position = start;
        this.end = end;
    }

    boolean hasMore() {
        return position < end;
    }

    int peekTag() {
        if (!hasMore()) {
            throw damaged("unexpected end of data");
        }
        return data[position] & 0xFF;
    }

    DerReader sequence(String field) {
        int length = header(SEQUENCE, field);
        DerReader inner = new DerReader(data, position, position + length);
        position += length;
        return inner;
    }

    byte[] octetString(String field) {
        return content(OCTET_STRING, field);
    }

    byte[] oid(String field) {
        return content(OID, field);
    }

    void nullValue(String field) {
        if (header(NULL, field) != 0) {
            throw damaged(field + " is not an empty NULL");
        }
    }

    /** A non-negative INTEGER no larger than {@code max}. */
    int smallInteger(String field, int max) {
        byte[] value = content(INTEGER, field);
        if (value.length == 0 || value.length > 5 || (value[0] & 0x80) != 0) {
            throw damaged(field + " is not a small non-negative integer");
        }
        long result = 0;
        for (byte b : value) {
            result = (result << 8) | (b & 0xFF);
        }
        if (result > max) {
            throw damaged(field + " is " + result + ", more than the " + max + " allowed");
        }
        return (int) result;
    }

    void requireEnd(String what) {
        if (hasMore()) {
            throw damaged("unexpected trailing data in " + what);
        }
    }

    private byte[] content(int tag, String field) {
        int length = header(tag, field);
        byte[] out = Arrays.copyOfRange(data, position, position + length);
        position += length;
        return out;
    }

    private int header(int expectedTag, String field) {
        if (peekTag() != expectedTag) {
            throw damaged(field + " is missing or has the wrong type");
        }
        position++;
        if (!hasMore()) {
            throw damaged(field + " is cut off");
        }
        int first = data[position++] & 0xFF;
        long length;
        if (first < 0x80) {
            length = first;
        } else {
            int octets = first & 0x7F;
            if (octets == 0 || octets > 3 || octets > end - position) {
                throw damaged(field + " has an unsupported length encoding");
            }
            length = 0;
            for (int i = 0; i < octets; i++) {
                length = (length << 8) | (data[position++] & 0xFF);
            }
        }
        if (length > end - position) {
            throw damaged(field + " is cut off");
        }
        return (int) length;
    }

    private static MalformedKeyException damaged(String reason) {
        return new MalformedKeyException("damaged private key file: " + reason);
    }
}
