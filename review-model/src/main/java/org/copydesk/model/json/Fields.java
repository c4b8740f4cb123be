package org.copydesk.model.json;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Structural reading of interchange documents. Only what makes a document unreadable as
 * its schema is refused here (FORMATS §7): a missing required field, or a container where
 * a scalar belongs and the reverse. Enum and date values are read as text and judged by
 * the checks, never by the parser.
 */
public final class Fields {

    private Fields() {
    }

    public static JsonNode required(JsonNode parent, String name, String path) {
        JsonNode node = parent.get(name);
        if (node == null) {
            throw new MalformedDocumentException("missing required field " + join(path, name));
        }
        return node;
    }

    public static JsonNode object(JsonNode parent, String name, String path) {
        JsonNode node = required(parent, name, path);
        if (!node.isObject()) {
            throw wrongType(path, name, "an object", node);
        }
        return node;
    }

    public static Optional<JsonNode> nullableObject(JsonNode parent, String name, String path) {
        JsonNode node = required(parent, name, path);
        if (node.isNull()) {
            return Optional.empty();
        }
        if (!node.isObject()) {
            throw wrongType(path, name, "an object or null", node);
        }
        return Optional.of(node);
    }

    public static JsonNode array(JsonNode parent, String name, String path) {
        JsonNode node = required(parent, name, path);
        if (!node.isArray()) {
            throw wrongType(path, name, "a list", node);
        }
        return node;
    }

    /** A required scalar read as text (numbers and booleans keep their JSON spelling). */
    public static String text(JsonNode parent, String name, String path) {
        JsonNode node = required(parent, name, path);
        if (node.isNull()) {
            throw new MalformedDocumentException("required field " + join(path, name) + " is null");
        }
        if (node.isContainerNode()) {
            throw wrongType(path, name, "a string", node);
        }
        return node.asText();
    }

    /**
     * A document's own digest field (FORMATS §1): 64 lowercase hex characters, or the document
     * is refused, since it is named and addressed by that digest. Whether it recomputes is a
     * check's question, not the reader's.
     */
    public static String selfDigest(JsonNode parent, String name, String path) {
        String value = text(parent, name, path);
        if (!Sha256.isHex(value)) {
            String shown = parent.get(name).toString();
            throw new MalformedDocumentException(join(path, name) + " "
                    + (shown.length() > 80 ? shown.substring(0, 80) + "…" : shown)
                    + " is not a SHA-256 digest (64 lowercase hex characters), so the document cannot be named by it");
        }
        return value;
    }

    /** A required field whose value may be null. */
    public static Optional<String> nullableText(JsonNode parent, String name, String path) {
        JsonNode node = required(parent, name, path);
        if (node.isNull()) {
            return Optional.empty();
        }
        if (node.isContainerNode()) {
            throw wrongType(path, name, "a string or null", node);
        }
        return Optional.of(node.asText());
    }

    /** An optional field: absent or null both read as empty. */
    public static Optional<String> optionalText(JsonNode parent, String name, String path) {
        JsonNode node = parent.get(name);
        if (node == null || node.isNull()) {
            return Optional.empty();
        }
        if (node.isContainerNode()) {
            throw wrongType(path, name, "a string", node);
        }
        return Optional.of(node.asText());
    }

    /** A required scalar or null kept as the JSON value, for checks to judge. */
    public static JsonNode scalar(JsonNode parent, String name, String path) {
        JsonNode node = required(parent, name, path);
        if (node.isContainerNode()) {
            throw wrongType(path, name, "a single value", node);
        }
        return node;
    }

    public static List<String> textList(JsonNode parent, String name, String path) {
        JsonNode list = array(parent, name, path);
        List<String> out = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            JsonNode item = list.get(i);
            if (item.isContainerNode() || item.isNull()) {
                throw new MalformedDocumentException(join(path, name) + "[" + i + "] must be a string");
            }
            out.add(item.asText());
        }
        return List.copyOf(out);
    }

    public static List<JsonNode> objects(JsonNode parent, String name, String path) {
        JsonNode list = array(parent, name, path);
        List<JsonNode> out = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            if (!list.get(i).isObject()) {
                throw new MalformedDocumentException(join(path, name) + "[" + i + "] must be an object");
            }
            out.add(list.get(i));
        }
        return out;
    }

    public static String join(String path, String name) {
        return path.isEmpty() ? name : path + "." + name;
    }

    public static String item(String path, String name, int index) {
        return join(path, name) + "[" + index + "]";
    }

    private static MalformedDocumentException wrongType(String path, String name, String expected, JsonNode node) {
        return new MalformedDocumentException("field " + join(path, name) + " must be " + expected
                + ", not " + node.getNodeType().name().toLowerCase(java.util.Locale.ROOT));
    }
}
