package org.copydesk.model.json;

import java.util.Arrays;
import java.util.Comparator;
import java.util.Iterator;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Writes the RFC 8785 canonical UTF-8 bytes of a Jackson tree straight into a sink (a digest,
 * a byte array) through one small buffer: no String of the document, no second UTF-8 copy.
 * Byte for byte what {@code CanonicalJson.string(node).getBytes(UTF_8)} gives, including
 * Java's {@code '?'} for an unpaired surrogate.
 */
final class CanonicalStream {

    /** Where the bytes go. */
    @FunctionalInterface
    interface Sink {
        void write(byte[] bytes, int offset, int length);
    }

    /** Largest integer every double holds exactly: below it ECMAScript prints the plain digits. */
    private static final long EXACT_INTEGER = 1L << 53;
    private static final Comparator<Map.Entry<String, JsonNode>> BY_KEY = Map.Entry.comparingByKey();
    private static final byte[] HEX = "0123456789abcdef".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    private static final byte[] TRUE = {'t', 'r', 'u', 'e'};
    private static final byte[] FALSE = {'f', 'a', 'l', 's', 'e'};
    private static final byte[] NULL = {'n', 'u', 'l', 'l'};

    private final Sink sink;
    private final byte[] buffer = new byte[8192];
    private int position;

    CanonicalStream(Sink sink) {
        this.sink = sink;
    }

    /** Writes {@code node}; a top-level object's member {@code skippedField} (may be null) is left out. */
    void write(JsonNode node, String skippedField) {
        if (skippedField != null && node.isObject()) {
            writeObject(node, skippedField);
        } else {
            write(node);
        }
        flush();
    }

    private void write(JsonNode node) {
        switch (node.getNodeType()) {
            case OBJECT -> writeObject(node, null);
            case ARRAY -> {
                put((byte) '[');
                Iterator<JsonNode> children = node.elements();
                boolean first = true;
                while (children.hasNext()) {
                    if (!first) {
                        put((byte) ',');
                    }
                    first = false;
                    write(children.next());
                }
                put((byte) ']');
            }
            case STRING -> writeString(node.textValue());
            case NUMBER -> writeNumber(node);
            case BOOLEAN -> putAll(node.booleanValue() ? TRUE : FALSE);
            case NULL, MISSING -> putAll(NULL);
            default -> throw new IllegalArgumentException("not a JSON value: " + node.getNodeType());
        }
    }

    @SuppressWarnings("unchecked")
    private void writeObject(JsonNode node, String skippedField) {
        Map.Entry<String, JsonNode>[] entries = node.properties().toArray(new Map.Entry[0]);
        Arrays.sort(entries, BY_KEY);
        put((byte) '{');
        boolean first = true;
        for (Map.Entry<String, JsonNode> entry : entries) {
            if (entry.getKey().equals(skippedField)) {
                continue;
            }
            if (!first) {
                put((byte) ',');
            }
            first = false;
            writeString(entry.getKey());
            put((byte) ':');
            write(entry.getValue());
        }
        put((byte) '}');
    }

    private void writeNumber(JsonNode node) {
        // Integers that a double holds exactly print as their digits in ECMAScript, as in Java;
        // everything else goes through the reference port, as CanonicalJson.string does.
        if ((node.isInt() || node.isLong()) && node.longValue() >= -EXACT_INTEGER && node.longValue() <= EXACT_INTEGER) {
            writeAscii(Long.toString(node.longValue()));
        } else {
            writeAscii(CanonicalJson.number(node.doubleValue()));
        }
    }

    private void writeAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            put((byte) s.charAt(i));
        }
    }

    private void writeString(String s) {
        put((byte) '"');
        int length = s.length();
        for (int i = 0; i < length; i++) {
            if (position > buffer.length - 6) {
                flush();
            }
            char c = s.charAt(i);
            if (c < 0x80) {
                if (c >= 0x20 && c != '"' && c != '\\') {
                    buffer[position++] = (byte) c;
                } else {
                    escape(c);
                }
            } else if (c < 0x800) {
                buffer[position++] = (byte) (0xC0 | (c >> 6));
                buffer[position++] = (byte) (0x80 | (c & 0x3F));
            } else if (!Character.isSurrogate(c)) {
                buffer[position++] = (byte) (0xE0 | (c >> 12));
                buffer[position++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                buffer[position++] = (byte) (0x80 | (c & 0x3F));
            } else if (Character.isHighSurrogate(c) && i + 1 < length && Character.isLowSurrogate(s.charAt(i + 1))) {
                int cp = Character.toCodePoint(c, s.charAt(++i));
                buffer[position++] = (byte) (0xF0 | (cp >> 18));
                buffer[position++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
                buffer[position++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
                buffer[position++] = (byte) (0x80 | (cp & 0x3F));
            } else {
                // What String.getBytes(UTF_8) writes for an unpaired surrogate.
                buffer[position++] = '?';
            }
        }
        put((byte) '"');
    }

    private void escape(char c) {
        buffer[position++] = '\\';
        switch (c) {
            case '"' -> buffer[position++] = '"';
            case '\\' -> buffer[position++] = '\\';
            case '\b' -> buffer[position++] = 'b';
            case '\f' -> buffer[position++] = 'f';
            case '\n' -> buffer[position++] = 'n';
            case '\r' -> buffer[position++] = 'r';
            case '\t' -> buffer[position++] = 't';
            default -> {
                buffer[position++] = 'u';
                buffer[position++] = '0';
                buffer[position++] = '0';
                buffer[position++] = HEX[c >> 4];
                buffer[position++] = HEX[c & 0xF];
            }
        }
    }

    private void putAll(byte[] bytes) {
        for (byte b : bytes) {
            put(b);
        }
    }

    private void put(byte b) {
        if (position == buffer.length) {
            flush();
        }
        buffer[position++] = b;
    }

    private void flush() {
        if (position > 0) {
            sink.write(buffer, 0, position);
            position = 0;
        }
    }
}
