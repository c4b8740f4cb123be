package org.copydesk.model.json;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import org.erdtman.jcs.NumberToJSON;

/**
 * RFC 8785 (JCS) canonical serialization of a Jackson tree.
 *
 * <p>The tree walk is ours so that documents never round-trip through text twice; number
 * formatting, the only subtle part of JCS, is delegated to erdtman's reference port of the
 * ECMAScript algorithm. Keys sort by UTF-16 code units, which is exactly {@link String#compareTo}.
 */
public final class CanonicalJson {

    private CanonicalJson() {
    }

    /** The canonical UTF-8 bytes, written straight from the tree (no intermediate String). */
    public static byte[] bytes(JsonNode node) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1024);
        new CanonicalStream(out::write).write(node, null);
        return out.toByteArray();
    }

    /**
     * The canonical bytes of an object and the digest of those bytes without its member
     * {@code field} (a document's own digest field), from one walk: equal to {@link #bytes} and
     * {@code Sha256.canonicalWithout(node, field)}. Removing one member of a canonical object
     * removes its bytes and one comma and leaves every other byte as it was.
     */
    public static BytesAndSelfDigest bytesAndSelfDigest(JsonNode node, String field) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1024);
        CanonicalStream stream = new CanonicalStream(out::write);
        if (!node.isObject()) {
            stream.write(node, null);
            byte[] bytes = out.toByteArray();
            return new BytesAndSelfDigest(bytes, Sha256.hex(bytes));
        }
        int cutFrom = -1;
        int cutTo = -1;
        int skippedIndex = -1;
        int index = 0;
        stream.put((byte) '{');
        for (Map.Entry<String, JsonNode> member : CanonicalStream.sortedMembers(node)) {
            stream.flush();
            int start = out.size();
            if (index > 0) {
                stream.put((byte) ',');
            }
            stream.writeMember(member);
            stream.flush();
            if (member.getKey().equals(field)) {
                // The member with the comma before it.
                skippedIndex = index;
                cutFrom = start;
                cutTo = out.size();
            } else if (index == 1 && skippedIndex == 0) {
                // The member was first, so had no comma before it: the comma after it goes instead.
                cutTo = start + 1;
            }
            index++;
        }
        stream.put((byte) '}');
        stream.flush();
        byte[] bytes = out.toByteArray();
        MessageDigest digest = Sha256.newDigest();
        if (cutFrom < 0) {
            digest.update(bytes);
        } else {
            digest.update(bytes, 0, cutFrom);
            digest.update(bytes, cutTo, bytes.length - cutTo);
        }
        return new BytesAndSelfDigest(bytes, Sha256.hex(digest));
    }

    /** A document's canonical bytes and its self digest (see {@link #bytesAndSelfDigest}). */
    public record BytesAndSelfDigest(byte[] bytes, String selfDigest) {
    }

    /** The canonical text; {@link #bytes} is its UTF-8 encoding. */

    public static String string(JsonNode node) {
        StringBuilder out = new StringBuilder(256);
        write(node, out);
        return out.toString();
    }

    private static void write(JsonNode node, StringBuilder out) {
        switch (node.getNodeType()) {
            case OBJECT -> writeObject(node, out);
            case ARRAY -> {
                out.append('[');
                boolean first = true;
                for (JsonNode child : node) {
                    if (!first) {
                        out.append(',');
                    }
                    first = false;
                    write(child, out);
                }
                out.append(']');
            }
            case STRING -> writeString(node.textValue(), out);
            case NUMBER -> out.append(number(node.doubleValue()));
            case BOOLEAN -> out.append(node.booleanValue() ? "true" : "false");
            case NULL, MISSING -> out.append("null");
            default -> throw new IllegalArgumentException("not a JSON value: " + node.getNodeType());
        }
    }

    private static void writeObject(JsonNode node, StringBuilder out) {
        List<Map.Entry<String, JsonNode>> entries = new ArrayList<>(node.properties());
        entries.sort(Map.Entry.comparingByKey());
        out.append('{');
        boolean first = true;
        for (Map.Entry<String, JsonNode> entry : entries) {
            if (!first) {
                out.append(',');
            }
            first = false;
            writeString(entry.getKey(), out);
            out.append(':');
            write(entry.getValue(), out);
        }
        out.append('}');
    }

    static String number(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            throw new IllegalArgumentException("JSON has no representation for " + value);
        }
        try {
            return NumberToJSON.serializeNumber(value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void writeString(String s, StringBuilder out) {
        out.append('"');
        // Most strings need no escape: copy the stretches between escapes in bulk.
        int from = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x20 && c != '"' && c != '\\') {
                continue;
            }
            out.append(s, from, i);
            from = i + 1;
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    out.append("\\u00");
                    out.append(Character.forDigit(c >> 4, 16));
                    out.append(Character.forDigit(c & 0xF, 16));
                }
            }
        }
        out.append(s, from, s.length());
        out.append('"');
    }
}
