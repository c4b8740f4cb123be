package org.copydesk.model.signing;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads the SSH wire encoding (RFC 4251 §5). Every read is bounds-checked against both
 * the remaining input and a caller-given maximum, so hostile lengths fail with a
 * {@link SshWireFormatException} instead of an index exception or a huge allocation.
 */
final class SshWireReader {

    private final byte[] data;
    private int position;

    SshWireReader(byte[] data) {
        this.data = data;
    }

    byte[] readRaw(int length, String field) {
        if (length > data.length - position) {
            throw new SshWireFormatException("truncated: " + field + " is cut off");
        }
        byte[] out = Arrays.copyOfRange(data, position, position + length);
        position += length;
        return out;
    }

    long readUint32(String field) {
        byte[] raw = readRaw(4, field);
        return ((raw[0] & 0xFFL) << 24) | ((raw[1] & 0xFFL) << 16) | ((raw[2] & 0xFFL) << 8) | (raw[3] & 0xFFL);
    }

    byte[] readString(int maxLength, String field) {
        long length = readUint32(field + " length");
        if (length > maxLength) {
            throw new SshWireFormatException(field + " is " + length + " bytes, more than the " + maxLength + " allowed");
        }
        return readRaw((int) length, field);
    }

    /** A string field that must be valid UTF-8; malformed sequences are refused, not replaced. */
    String readUtf8(int maxLength, String field) {
        byte[] raw = readString(maxLength, field);
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(raw))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new SshWireFormatException(field + " is not valid UTF-8");
        }
    }

    void requireEnd(String what) {
        if (position != data.length) {
            throw new SshWireFormatException((data.length - position) + " unexpected trailing bytes after " + what);
        }
    }
}
