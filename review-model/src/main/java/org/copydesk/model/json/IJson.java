package org.copydesk.model.json;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.util.JsonParserDelegate;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * The I-JSON rules (RFC 7493, FORMATS §1) that Jackson does not hold a document to by itself:
 * UTF-8 decoded strictly (its byte-level decoder lets overlong forms through and reads
 * UTF-16 and UTF-32 as well), no lone surrogate written as a {@code \\u} escape, and no
 * number beyond a double's range (Jackson reads {@code 1e400} as infinity). Duplicate
 * member names are Jackson's own strict detection, set in {@link Json}.
 */
final class IJson {

    private static final byte[] UTF8_BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private IJson() {
    }

    /**
     * Where the document's UTF-8 starts (after any leading byte-order mark), once every byte
     * has been checked as strict UTF-8. The characters are decoded into a small reused buffer
     * and dropped: Jackson then parses the bytes themselves, so a 32 MiB document costs no
     * 64 MiB copy of itself as characters. The buffer is small because it is made for every
     * document: at 8,192 characters, allocating and zeroing it took over twice as long as
     * decoding a 12 KB run.
     */
    static int utf8Start(byte[] bytes) {
        wideEncoding(bytes).ifPresent(name -> {
            throw new MalformedDocumentException("the file is " + name + "; documents must be UTF-8");
        });
        int start = startsWith(bytes, UTF8_BOM) ? UTF8_BOM.length : 0;
        ByteBuffer in = ByteBuffer.wrap(bytes, start, bytes.length - start);
        CharBuffer scratch = CharBuffer.allocate(512);
        // A new decoder reports malformed input (overlong forms, encoded surrogates, code points
        // past U+10FFFF, cut-short sequences) instead of replacing it.
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder();
        CoderResult result;
        do {
            scratch.clear();
            result = decoder.decode(in, scratch, true);
        } while (result.isOverflow());
        if (!result.isError()) {
            scratch.clear();
            result = decoder.flush(scratch);
        }
        if (result.isError()) {
            throw new MalformedDocumentException("not valid UTF-8: malformed sequence at byte " + in.position()
                    + " (overlong forms, encoded surrogates and other encodings are refused)");
        }
        return start;
    }

    /**
     * UTF-16 or UTF-32, by byte-order mark or by the zero bytes their encoding of a JSON
     * text's first ASCII characters holds (RFC 4627 §3); a UTF-8 JSON text has no zero byte.
     */
    private static Optional<String> wideEncoding(byte[] b) {
        if (startsWith(b, 0x00, 0x00, 0xFE, 0xFF) || startsWith(b, 0xFF, 0xFE, 0x00, 0x00)) {
            return Optional.of("UTF-32");
        }
        if (startsWith(b, 0xFE, 0xFF) || startsWith(b, 0xFF, 0xFE)) {
            return Optional.of("UTF-16");
        }
        if (b.length >= 4 && (b[0] == 0 && b[1] == 0 || b[1] == 0 && b[2] == 0)) {
            return Optional.of("UTF-32");
        }
        if (b.length >= 2 && (b[0] == 0 || b[1] == 0)) {
            return Optional.of("UTF-16");
        }
        return Optional.empty();
    }

    private static boolean startsWith(byte[] bytes, int... prefix) {
        if (bytes.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if ((bytes[i] & 0xFF) != prefix[i]) {
                return false;
            }
        }
        return true;
    }

    private static boolean startsWith(byte[] bytes, byte[] prefix) {
        return bytes.length >= prefix.length && Arrays.equals(bytes, 0, prefix.length, prefix, 0, prefix.length);
    }

    /**
     * Refuses a string anywhere in the tree that holds a surrogate without its partner (Jackson
     * refuses one in a member name itself).
     */
    static void requireWholeCharacters(JsonNode node) {
        requireWholeCharacters(node, new ArrayDeque<>());
    }

    private static void requireWholeCharacters(JsonNode node, Deque<Object> path) {
        if (node.isTextual()) {
            requireWhole(node.textValue(), path);
        } else if (node.isObject()) {
            for (Map.Entry<String, JsonNode> member : node.properties()) {
                path.addLast(member.getKey());
                requireWholeCharacters(member.getValue(), path);
                path.removeLast();
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                path.addLast(i);
                requireWholeCharacters(node.get(i), path);
                path.removeLast();
            }
        }
    }

    private static void requireWhole(String text, Deque<Object> path) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                throw new MalformedDocumentException(String.format("lone surrogate \\u%04x in a string at %s", (int) c,
                        format(path)));
            }
        }
    }

    private static String format(Deque<Object> path) {
        StringBuilder out = new StringBuilder("$");
        for (Object step : path) {
            out.append(step instanceof Integer ? "[" + step + "]" : "." + step);
        }
        return out.toString();
    }

    /** A parser that refuses a number a double cannot hold, naming it as written and where it is. */
    static final class Numbers extends JsonParserDelegate {

        Numbers(JsonParser parser) {
            super(parser);
        }

        @Override
        public double getDoubleValue() throws IOException {
            double value = super.getDoubleValue();
            if (Double.isInfinite(value)) {
                throw new MalformedDocumentException("number " + getText() + " is out of range for a double at "
                        + format(steps(getParsingContext())));
            }
            return value;
        }

        private static Deque<Object> steps(JsonStreamContext context) {
            Deque<Object> steps = new ArrayDeque<>();
            for (JsonStreamContext at = context; at != null && !at.inRoot(); at = at.getParent()) {
                steps.addFirst(at.inArray() ? (Object) at.getCurrentIndex() : at.getCurrentName());
            }
            return steps;
        }
    }
}
