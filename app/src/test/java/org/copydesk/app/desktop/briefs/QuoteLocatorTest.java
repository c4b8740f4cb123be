package org.copydesk.app.desktop.briefs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import org.copydesk.model.brief.ByteRangeCitation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class QuoteLocatorTest {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String TEXT = "Chapter 12 — Canvass: § 12-304. The board meets on Monday. Fin.";
    private static final byte[] BYTES = TEXT.getBytes(StandardCharsets.UTF_8);
    private static final String QUOTE = "The board meets on Monday.";

    private static ByteRangeCitation citation(JsonNode start, JsonNode end, String quote) {
        return new ByteRangeCitation("a1", start, end, quote);
    }

    private static int byteStart() {
        return TEXT.substring(0, TEXT.indexOf(QUOTE)).getBytes(StandardCharsets.UTF_8).length;
    }

    @Test
    void aByteRangeAfterMultiByteCharactersMapsToTheCharactersOfTheText() {
        int start = byteStart();
        int end = start + QUOTE.getBytes(StandardCharsets.UTF_8).length;
        QuoteInContext placed = QuoteLocator.locate(citation(NODES.numberNode(start), NODES.numberNode(end), QUOTE),
                Optional.of(BYTES));
        assertFalse(placed.isBroken());
        assertEquals(TEXT.indexOf(QUOTE), placed.charStart());
        assertEquals(TEXT.indexOf(QUOTE) + QUOTE.length(), placed.charEnd());
        // "—" is three bytes and "§" two: the character offset is three less than the byte offset.
        assertEquals(start - 3, placed.charStart());
        assertEquals(QUOTE, placed.inRange());
        assertEquals(TEXT, placed.before() + placed.inRange() + placed.after());
        assertTrue(placed.byteRange().endsWith("characters " + placed.charStart() + "–" + placed.charEnd()));
    }

    @Test
    void aRangeHoldingOtherTextIsBrokenButStillShownInPlace() {
        int start = byteStart();
        int end = start + QUOTE.getBytes(StandardCharsets.UTF_8).length;
        QuoteInContext placed = QuoteLocator.locate(citation(NODES.numberNode(start), NODES.numberNode(end),
                "The board meets on Tuesday."), Optional.of(BYTES));
        assertTrue(placed.isBroken());
        assertTrue(placed.placed());
        assertEquals(QUOTE, placed.inRange());
        assertEquals("the range holds other text than the quote", placed.broken().orElseThrow());
    }

    @ParameterizedTest
    @CsvSource(textBlock = """
            0,    9999, the range lies outside the artifact's 66 bytes
            20,   10,   the range lies outside the artifact's 66 bytes
            12,   20,   the range splits a UTF-8 character
            -1,   5,    'start and end must be whole, non-negative byte offsets'
            """)
    void aRangeThatCannotBePlacedIsBrokenWithItsReason(int start, int end, String why) {
        QuoteInContext placed = QuoteLocator.locate(citation(NODES.numberNode(start), NODES.numberNode(end), QUOTE),
                Optional.of(BYTES));
        assertEquals(66, BYTES.length);
        assertTrue(placed.isBroken());
        assertFalse(placed.placed());
        assertEquals(why, placed.broken().orElseThrow());
        assertEquals(QUOTE, placed.quote(), "the brief's quote is kept to be shown");
    }

    @Test
    void aFractionalOffsetIsNotAByteOffset() {
        QuoteInContext placed = QuoteLocator.locate(citation(NODES.numberNode(1.5), NODES.numberNode(4), QUOTE),
                Optional.of(BYTES));
        assertEquals("start and end must be whole, non-negative byte offsets", placed.broken().orElseThrow());
    }

    @Test
    void missingArtifactBytesAreBrokenNeverSkipped() {
        QuoteInContext placed = QuoteLocator.locate(citation(NODES.numberNode(0), NODES.numberNode(4), QUOTE),
                Optional.empty());
        assertEquals("the bytes of artifact a1 are not in the store", placed.broken().orElseThrow());
    }

    @Test
    void contextIsCutToAFewLinesEachSide() {
        String longText = "x".repeat(QuoteLocator.CONTEXT + 50);
        assertEquals("…" + "x".repeat(QuoteLocator.CONTEXT), QuoteLocator.tail(longText));
        assertEquals("x".repeat(QuoteLocator.CONTEXT) + "…", QuoteLocator.head(longText));
        assertEquals("short", QuoteLocator.tail("short"));
    }
}
