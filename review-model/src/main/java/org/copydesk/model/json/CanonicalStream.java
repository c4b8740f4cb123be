package org.copydesk.model.json;

import java.nio.charset.StandardCharsets;
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
    private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] TRUE = {'t', 'r', 'u', 'e'};
    private static final byte[] FALSE = {'f', 'a', 'l', 's', 'e'};
    private static final byte[] NULL = {'n', 'u', 'l', 'l'};

    private final Sink sink;
    /** Small: a stream is made per digest, several per run checked, and its buffer is garbage after. */
    private final byte[] buffer = new byte[2048];
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

    void write(JsonNode node) {
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

    private void writeObject(JsonNode node, String skippedField) {
        put((byte) '{');
        boolean first = true;
        for (Map.Entry<String, JsonNode> entry : sortedMembers(node)) {
            if (entry.getKey().equals(skippedField)) {
                continue;
            }
            if (!first) {
                put((byte) ',');
            }
            first = false;
            writeMember(entry);
        }
        put((byte) '}');
    }

    /** {@code "key":value} of one member. */
    void writeMember(Map.Entry<String, JsonNode> member) {
        writeKey(member.getKey());
        write(member.getValue());
    }

    /** {@code "key":} */
    void writeKey(String key) {
        writeString(key);
        put((byte) ':');
    }

    /**
     * An object's members in canonical order (UTF-16 code units, which is String order).
     * Documents written canonically already hold their keys in that order: then no copy is sorted.
     */
    @SuppressWarnings("unchecked")
    static Iterable<Map.Entry<String, JsonNode>> sortedMembers(JsonNode node) {
        Iterable<Map.Entry<String, JsonNode>> members = node.properties();
        String previous = null;
        for (Map.Entry<String, JsonNode> member : members) {
            if (previous != null && previous.compareTo(member.getKey()) > 0) {
                Map.Entry<String, JsonNode>[] sorted = node.properties().toArray(new Map.Entry[0]);
                Arrays.sort(sorted, BY_KEY);
                return Arrays.asList(sorted);
            }
            previous = member.getKey();
        }
        return members;
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

    void writeString(String s) {
        put((byte) '"');
        // ASCII is written char by char into the buffer, with no UTF-8 copy of the string: most
        // of what is hashed (ids, digests, English text) is ASCII.
        int length = s.length();
        for (int i = 0; i < length; i++) {
            char c = s.charAt(i);
            if (c >= 0x80) {
                writeUtf8(s.substring(i));
                break;
            }
            if (position > buffer.length - 6) {
                flush();
            }
            if (c >= 0x20 && c != '"' && c != '\\') {
                buffer[position++] = (byte) c;
            } else {
                escape(c);
            }
        }
        put((byte) '"');
    }

    /**
     * The rest of a string from its first non-ASCII char: its UTF-8 as String.getBytes writes it
     * (an unpaired surrogate becomes '?'), copied in stretches between the bytes JSON escapes. A
     * multi-byte UTF-8 sequence never holds a byte below 0x80, so the ASCII-only scan is exact,
     * and the rest starts at a char of its own (never the second half of a pair).
     */
    private void writeUtf8(String rest) {
        byte[] utf8 = rest.getBytes(StandardCharsets.UTF_8);
        int from = 0;
        for (int i = 0; i < utf8.length; i++) {
            byte b = utf8[i];
            if (b >= 0x20 && b != '"' && b != '\\' || b < 0) {
                continue;
            }
            putBytes(utf8, from, i - from);
            from = i + 1;
            if (position > buffer.length - 6) {
                flush();
            }
            escape((char) b);
        }
        putBytes(utf8, from, utf8.length - from);
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

    void putBytes(byte[] bytes, int offset, int length) {
        if (length > buffer.length - position) {
            flush();
            if (length > buffer.length) {
                sink.write(bytes, offset, length);
                return;
            }
        }
        System.arraycopy(bytes, offset, buffer, position, length);
        position += length;
    }

    void put(byte b) {
        if (position == buffer.length) {
            flush();
        }
        buffer[position++] = b;
    }

    void flush() {
        if (position > 0) {
            sink.write(buffer, 0, position);
            position = 0;
        }
    }
}
