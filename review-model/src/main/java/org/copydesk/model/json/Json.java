package org.copydesk.model.json;

import java.io.IOException;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;

/**
 * The one configured JSON reader. Limits are far below Jackson's defaults: interchange
 * documents are shallow, and a hostile file must fail fast with a clear reason.
 */
public final class Json {

    /** Deepest nesting any interchange document needs is about 8; 64 leaves room. */
    public static final int MAX_NESTING_DEPTH = 64;
    /** Largest single string (a block's text, a briefing section). */
    public static final int MAX_STRING_LENGTH = 4 * 1024 * 1024;
    /** Largest document accepted, in bytes. */
    public static final long MAX_DOCUMENT_BYTES = 32L * 1024 * 1024;

    private static final ObjectMapper MAPPER = JsonMapper.builder(JsonFactory.builder()
                    .streamReadConstraints(StreamReadConstraints.builder()
                            .maxNestingDepth(MAX_NESTING_DEPTH)
                            .maxStringLength(MAX_STRING_LENGTH)
                            .maxDocumentLength(MAX_DOCUMENT_BYTES)
                            .maxNumberLength(64)
                            .build())
                    .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                    .build())
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .build();

    private Json() {
    }

    /**
     * Parses one JSON document, which must be I-JSON (FORMATS §1): well-formed UTF-8 (a leading
     * byte-order mark is ignored), no duplicate member name, no lone surrogate, no number
     * beyond a double's range. Nothing is repaired: a lone surrogate read as {@code ?} would
     * give two documents one digest.
     *
     * @throws MalformedDocumentException with a one-line reason a person can act on
     */
    public static JsonNode parse(byte[] bytes) {
        if (bytes.length == 0) {
            throw new MalformedDocumentException("empty file");
        }
        if (bytes.length > MAX_DOCUMENT_BYTES) {
            throw new MalformedDocumentException("file is " + bytes.length + " bytes, over the "
                    + MAX_DOCUMENT_BYTES + "-byte limit");
        }
        int start = IJson.utf8Start(bytes);
        try (JsonParser parser = new IJson.Numbers(MAPPER.createParser(bytes, start, bytes.length - start))) {
            JsonNode node = MAPPER.readTree(parser);
            if (node == null || node.isMissingNode()) {
                throw new MalformedDocumentException("empty file");
            }
            IJson.requireWholeCharacters(node);
            return node;
        } catch (JsonProcessingException e) {
            throw new MalformedDocumentException("not valid JSON: " + oneLine(e.getOriginalMessage())
                    + locationOf(e));
        } catch (IOException e) {
            throw new MalformedDocumentException("unreadable: " + oneLine(e.getMessage()));
        }
    }

    public static JsonNodeFactory nodes() {
        return MAPPER.getNodeFactory();
    }

    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /** Pretty-printed text for humans and files; never used for digests. */
    public static String pretty(JsonNode node) {
        try {
            return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree always serializes", e);
        }
    }

    private static String locationOf(JsonProcessingException e) {
        if (e.getLocation() == null || e.getLocation().getLineNr() < 0) {
            return "";
        }
        return " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")";
    }

    private static String oneLine(String message) {
        if (message == null) {
            return "unknown error";
        }
        String line = message.replaceAll("\\s+", " ").trim();
        return line.length() > 200 ? line.substring(0, 200) + "…" : line;
    }
}
