package org.copydesk.model.json;

import java.nio.charset.StandardCharsets;
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
     * An object's members in canonical order (UTF-16 code units, which is String order), read
     * from the object once into an array of its size and sorted there by insertion: objects are
     * small (a run's largest has 16 members), and most arrive in a writer's field order, not sorted.
     */
    @SuppressWarnings("unchecked")
    static Map.Entry<String, JsonNode>[] sortedMembers(JsonNode node) {
        Map.Entry<String, JsonNode>[] members = new Map.Entry[node.size()];
        int count = 0;
        for (Map.Entry<String, JsonNode> member : node.properties()) {
            String key = member.getKey();
            int at = count++;
            while (at > 0 && members[at - 1].getKey().compareTo(key) > 0) {
                members[at] = members[at - 1];
                at--;
            }
            members[at] = member;
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
        int length = s.length();
        if (length + 2 > buffer.length - position) {
            flush();
        }
        if (length + 2 <= buffer.length - position) {
            // The common case, a string that fits the buffer: plain ASCII copied in one tight
            // loop on locals, until the first char that is escaped or not ASCII.
            byte[] out = buffer;
            int at = position;
            out[at++] = '"';
            for (int i = 0; i < length; i++) {
                char c = s.charAt(i);
                if (c < 0x20 || c >= 0x80 || c == '"' || c == '\\') {
                    position = at;
                    writeRest(s, i);
                    put((byte) '"');
                    return;
                }
                out[at++] = (byte) c;
            }
            out[at++] = '"';
            position = at;
            return;
        }
        put((byte) '"');
        writeRest(s, 0);
        put((byte) '"');
    }

    /** The chars of {@code s} from {@code from} on, escaped, ASCII char by char, the rest through its UTF-8. */
    private void writeRest(String s, int from) {
        int length = s.length();
        for (int i = from; i < length; i++) {
            char c = s.charAt(i);
            if (c >= 0x80) {
                writeUtf8(s.substring(i));
                return;
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
