package org.copydesk.model.json;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import org.erdtman.jcs.NumberToJSON;

/**
 * RFC 8785 (JCS) canonical serialization of a Jackson tree: the one writer behind every
 * digest, signature and canonical file (docs/decisions/0001-canonical-json.md).
 *
 * <p>The tree walk is ours so that documents never round-trip through text twice; number
 * formatting, the only subtle part of JCS, is delegated to erdtman's reference port of the
 * ECMAScript algorithm. Keys sort by UTF-16 code units, which is exactly {@link String#compareTo}.
 * Canonical bytes exist only for I-JSON, so a string holding a lone surrogate is refused
 * rather than written as {@code ?} (which would give two documents one digest).
 *
 * <p>The writer puts UTF-8 straight into a byte buffer, string by string: building the text
 * as a {@code String} first and encoding it cost a copy of every document, and one character
 * beyond Latin-1 anywhere in a document made the whole text two bytes a character before it
 * was encoded. A digest takes the bytes as they are written, a few kilobytes at a time, so
 * that hashing a document never holds its whole canonical form.
 */
public final class CanonicalJson {

    private CanonicalJson() {
    }

    /** The canonical text: {@link #bytes} read as UTF-8. */
    public static String string(JsonNode node) {
        return new String(bytes(node), StandardCharsets.UTF_8);
    }

    /** The canonical bytes (UTF-8). */
    public static byte[] bytes(JsonNode node) {
        Utf8Buffer out = new Utf8Buffer(null);
        write(node, out);
        return out.toByteArray();
    }

    /** Feeds the canonical bytes of {@code node} to {@code digest}: the same bytes {@link #bytes} returns. */
    public static void update(JsonNode node, MessageDigest digest) {
        Utf8Buffer out = new Utf8Buffer(digest);
        write(node, out);
        out.flush();
    }

    private static void write(JsonNode node, Utf8Buffer out) {
        switch (node.getNodeType()) {
            case OBJECT -> writeObject(node, out);
            case ARRAY -> {
                out.put('[');
                boolean first = true;
                for (JsonNode child : node) {
                    if (!first) {
                        out.put(',');
                    }
                    first = false;
                    write(child, out);
                }
                out.put(']');
            }
            case STRING -> writeString(node.textValue(), out);
            case NUMBER -> out.putAscii(number(node.doubleValue()));
            case BOOLEAN -> out.putAscii(node.booleanValue() ? "true" : "false");
            case NULL, MISSING -> out.putAscii("null");
            default -> throw new IllegalArgumentException("not a JSON value: " + node.getNodeType());
        }
    }

    private static void writeObject(JsonNode node, Utf8Buffer out) {
        List<Map.Entry<String, JsonNode>> members = new ArrayList<>(node.properties());
        members.sort(Map.Entry.comparingByKey());
        out.put('{');
        boolean first = true;
        for (Map.Entry<String, JsonNode> member : members) {
            if (!first) {
                out.put(',');
            }
            first = false;
            writeString(member.getKey(), out);
            out.put(':');
            write(member.getValue(), out);
        }
        out.put('}');
    }

    private static String number(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            throw new IllegalArgumentException("JSON has no representation for " + value);
        }
        try {
            return NumberToJSON.serializeNumber(value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A JSON string, escaped as JCS escapes it, in UTF-8. */
    private static void writeString(String s, Utf8Buffer out) {
        out.put('"');
        int plain = out.putPlainAscii(s);
        if (plain < s.length()) {
            writeEscaped(s, plain, out);
        }
        out.put('"');
    }

    /**
     * The rest of {@code s} from {@code start}, encoded by the JDK and copied in stretches
     * between escapes. The characters before {@code start} are plain ASCII, one byte each, so
     * {@code start} is also where the rest begins in the encoded bytes.
     */
    private static void writeEscaped(String s, int start, Utf8Buffer out) {
        byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
        int from = start;
        boolean questionMark = false;
        for (int i = start; i < utf8.length; i++) {
            byte b = utf8[i];
            // Each byte of a multi-byte character is negative: only an ASCII one can need an escape.
            if (b < 0 || b >= 0x20 && b != '"' && b != '\\') {
                questionMark |= b == '?';
                continue;
            }
            out.put(utf8, from, i - from);
            from = i + 1;
            writeEscape(b, out);
        }
        out.put(utf8, from, utf8.length - from);
        // The JDK's encoder writes a lone surrogate as '?', which here must be refused instead.
        if (questionMark) {
            requireWholeCharacters(s);
        }
    }

    private static void requireWholeCharacters(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                throw new IllegalArgumentException(String.format(
                        "a lone surrogate (\\u%04x at %d) has no canonical JSON", (int) c, i));
            }
        }
    }

    private static void writeEscape(byte c, Utf8Buffer out) {
        switch (c) {
            case '"' -> out.putAscii("\\\"");
            case '\\' -> out.putAscii("\\\\");
            case '\b' -> out.putAscii("\\b");
            case '\f' -> out.putAscii("\\f");
            case '\n' -> out.putAscii("\\n");
            case '\r' -> out.putAscii("\\r");
            case '\t' -> out.putAscii("\\t");
            default -> {
                out.putAscii("\\u00");
                out.put(Character.forDigit(c >> 4, 16));
                out.put(Character.forDigit(c & 0xF, 16));
            }
        }
    }

    /**
     * A growable byte array, or with a digest a fixed one emptied into the digest whenever it
     * fills. Not {@code ByteArrayOutputStream}, whose every one-byte write takes a lock.
     */
    private static final class Utf8Buffer {

        private static final int DIGEST_CHUNK = 4096;

        private final MessageDigest digest;
        private byte[] bytes;
        private int size;

        Utf8Buffer(MessageDigest digest) {
            this.digest = digest;
            this.bytes = new byte[digest == null ? 1024 : DIGEST_CHUNK];
        }

        void put(int b) {
            if (size == bytes.length) {
                makeRoom(1);
            }
            bytes[size++] = (byte) b;
        }

        void put(byte[] from, int offset, int length) {
            if (digest != null && length > bytes.length) {
                flush();
                digest.update(from, offset, length);
                return;
            }
            if (size + length > bytes.length) {
                makeRoom(length);
            }
            System.arraycopy(from, offset, bytes, size, length);
            size += length;
        }

        /**
         * Copies the characters of {@code s} that JSON writes as themselves and UTF-8 as one
         * byte (printable ASCII but the quote and the backslash), up to the first other one;
         * returns how many it copied.
         */
        int putPlainAscii(String s) {
            int length = s.length();
            int i = 0;
            while (i < length) {
                if (size == bytes.length) {
                    makeRoom(1);
                }
                for (int end = Math.min(length, i + bytes.length - size); i < end; i++) {
                    char c = s.charAt(i);
                    if (c < 0x20 || c >= 0x80 || c == '"' || c == '\\') {
                        return i;
                    }
                    bytes[size++] = (byte) c;
                }
            }
            return length;
        }

        void putAscii(String ascii) {
            for (int i = 0; i < ascii.length(); i++) {
                put(ascii.charAt(i));
            }
        }

        /** Room for {@code length} more bytes: the buffer emptied into the digest, or grown. */
        private void makeRoom(int length) {
            if (digest != null) {
                flush();
            } else {
                bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + length));
            }
        }

        void flush() {
            digest.update(bytes, 0, size);
            size = 0;
        }

        byte[] toByteArray() {
            return Arrays.copyOf(bytes, size);
        }
    }
}
