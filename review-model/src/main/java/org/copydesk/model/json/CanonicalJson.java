package org.copydesk.model.json;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
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
 */
public final class CanonicalJson {

    private CanonicalJson() {
    }

    /** The canonical text. */
    public static String string(JsonNode node) {
        StringBuilder out = new StringBuilder(1024);
        write(node, out);
        return out.toString();
    }

    /** The canonical bytes: the UTF-8 of {@link #string}. */
    public static byte[] bytes(JsonNode node) {
        return string(node).getBytes(StandardCharsets.UTF_8);
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
        List<Map.Entry<String, JsonNode>> members = new ArrayList<>(node.properties());
        members.sort(Map.Entry.comparingByKey());
        out.append('{');
        boolean first = true;
        for (Map.Entry<String, JsonNode> member : members) {
            if (!first) {
                out.append(',');
            }
            first = false;
            writeString(member.getKey(), out);
            out.append(':');
            write(member.getValue(), out);
        }
        out.append('}');
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

    private static void writeString(String s, StringBuilder out) {
        out.append('"');
        // Most strings need no escape: copy the stretches between escapes in bulk.
        int from = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isSurrogate(c)) {
                if (!Character.isHighSurrogate(c) || i + 1 == s.length() || !Character.isLowSurrogate(s.charAt(i + 1))) {
                    throw new IllegalArgumentException(String.format(
                            "a lone surrogate (\\u%04x at %d) has no canonical JSON", (int) c, i));
                }
                i++;
                continue;
            }
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
