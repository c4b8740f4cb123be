package org.copydesk.app.desktop.briefs;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.brief.ByteRangeCitation;

/**
 * Places a citation's byte range {@code [start, end)} in its artifact's text (FORMATS §6): the
 * bytes before and after are decoded as UTF-8 (a bad byte shows as U+FFFD), the range itself
 * strictly, so character offsets are those of the text the editor reads. A range outside the
 * artifact, one that splits a character, or one whose text is not the quote is broken, never
 * dropped.
 */
public final class QuoteLocator {

    /** Characters of surrounding text shown on each side of a quote. */
    public static final int CONTEXT = 180;

    private QuoteLocator() {
    }

    public static QuoteInContext locate(ByteRangeCitation citation, Optional<byte[]> artifact) {
        String id = citation.artifactId();
        String quote = citation.quote();
        String range = "bytes " + citation.start().asText() + "–" + citation.end().asText();
        if (artifact.isEmpty()) {
            return unplaced(id, range, quote, "the bytes of artifact " + id + " are not in the store");
        }
        byte[] bytes = artifact.get();
        Optional<Integer> start = offset(citation.start());
        Optional<Integer> end = offset(citation.end());
        if (start.isEmpty() || end.isEmpty()) {
            return unplaced(id, range, quote, "start and end must be whole, non-negative byte offsets");
        }
        int s = start.get();
        int e = end.get();
        if (s > e || e > bytes.length) {
            return unplaced(id, range, quote, "the range lies outside the artifact's " + bytes.length + " bytes");
        }
        if (splits(bytes, s) || splits(bytes, e)) {
            return unplaced(id, range, quote, "the range splits a UTF-8 character");
        }
        Optional<String> inRange = strict(Arrays.copyOfRange(bytes, s, e));
        if (inRange.isEmpty()) {
            return unplaced(id, range, quote, "the range is not valid UTF-8");
        }
        String before = new String(bytes, 0, s, StandardCharsets.UTF_8);
        String after = new String(bytes, e, bytes.length - e, StandardCharsets.UTF_8);
        int charStart = before.length();
        int charEnd = charStart + inRange.get().length();
        Optional<String> broken = inRange.get().equals(quote) ? Optional.empty()
                : Optional.of("the range holds other text than the quote");
        return new QuoteInContext(id, range + " · characters " + charStart + "–" + charEnd, before, inRange.get(), after,
                charStart, charEnd, quote, broken);
    }

    /** The last {@link #CONTEXT} characters of {@code before}, with an ellipsis when cut. */
    public static String tail(String before) {
        return before.length() <= CONTEXT ? before : "…" + before.substring(before.length() - CONTEXT);
    }

    /** The first {@link #CONTEXT} characters of {@code after}, with an ellipsis when cut. */
    public static String head(String after) {
        return after.length() <= CONTEXT ? after : after.substring(0, CONTEXT) + "…";
    }

    private static QuoteInContext unplaced(String id, String range, String quote, String why) {
        return new QuoteInContext(id, range, "", "", "", -1, -1, quote, Optional.of(why));
    }

    private static Optional<Integer> offset(JsonNode node) {
        if (node == null || !node.isIntegralNumber() || !node.canConvertToInt() || node.intValue() < 0) {
            return Optional.empty();
        }
        return Optional.of(node.intValue());
    }

    /** A continuation byte at {@code index} means a character starts before it and ends after it. */
    private static boolean splits(byte[] bytes, int index) {
        return index > 0 && index < bytes.length && (bytes[index] & 0xC0) == 0x80;
    }

    private static Optional<String> strict(byte[] bytes) {
        try {
            return Optional.of(StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString());
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
    }
}
