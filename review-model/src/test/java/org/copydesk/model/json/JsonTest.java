package org.copydesk.model.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The reader accepts I-JSON only (FORMATS §1): every other file is refused with one line, never repaired. */
class JsonTest {

    private static String refusal(byte[] bytes) {
        String message = assertThrows(MalformedDocumentException.class, () -> Json.parse(bytes)).getMessage();
        assertEquals(1, message.lines().count(), message);
        return message;
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    @ParameterizedTest(name = "{0} is refused")
    @CsvSource(delimiter = '|', textBlock = """
            a lone high surrogate            | {"a": "x\\ud800y"}              | lone surrogate \\ud800 in a string at $.a
            a lone low surrogate             | {"a": ["ok", "\\uDC00"]}        | lone surrogate \\udc00 in a string at $.a[1]
            a high surrogate before a letter | {"a": "\\ud83d\\u0041"}         | lone surrogate \\ud83d in a string at $.a
            a high surrogate at the end      | {"a": {"b": "x\\ud83d"}}        | lone surrogate \\ud83d in a string at $.a.b
            an escape of either case         | {"a": ["\\uDbFf"]}             | lone surrogate \\udbff in a string at $.a[0]
            an escape after an escaped slash | {"a": "\\\\u\\uDfFF"}           | lone surrogate \\udfff in a string at $.a
            """)
    void refusesLoneSurrogatesWrittenAsEscapes(String what, String json, String reason) {
        assertEquals(reason, refusal(utf8(json)));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            {"a": {"\\udc00": 1}}
            {"\\ud800": 1}
            {"x\\ud83d\\u0041": 1}
            """)
    void refusesLoneSurrogatesInMemberNames(String json) {
        String message = refusal(utf8(json));
        assertTrue(message.contains("surrogate") && message.contains("in field name"), message);
    }

    @Test
    void keepsAnEscapedSurrogatePairAsOneCharacter() {
        JsonNode node = Json.parse(utf8("{\"a\": \"\\ud83d\\ude00\"}"));
        assertEquals("\uD83D\uDE00", node.get("a").textValue());
    }

    /** Many times the decoder's buffer, multi-byte characters falling across each of its refills. */
    @Test
    void readsAndRefusesPastTheDecodeBuffersEnd() {
        String text = "é€\uD83D\uDE00x".repeat(2000);
        JsonNode node = Json.parse(utf8("{\"a\":\"" + text + "\"}"));
        assertEquals(text, node.get("a").textValue());
        byte[] bad = utf8("{\"a\":\"" + text + "??\"}");
        int at = bad.length - 3;
        bad[at] = (byte) 0xC0;
        bad[at + 1] = (byte) 0xAF;
        String message = refusal(bad);
        assertTrue(message.contains("at byte " + at), message);
    }

    @Test
    void findsTheBadByteAfterAnyLengthOfAscii() {
        byte[] bad = utf8("{\"a\":\"" + "Ode 48, Whitfield 46. ".repeat(300) + "??\"}");
        int at = bad.length - 4;
        bad[at] = (byte) 0xE9;
        String message = refusal(bad);
        assertTrue(message.contains("at byte " + at), message);
    }

    @ParameterizedTest(name = "{0} is refused")
    @CsvSource(delimiter = '|', textBlock = """
            an overlong slash (2 bytes)        | 7b2261223a22c0af227d
            an overlong slash (3 bytes)        | 7b2261223a22e080af227d
            an overlong slash (4 bytes)        | 7b2261223a22f08080af227d
            a surrogate encoded in UTF-8       | 7b2261223a22eda080227d
            a code point past U+10FFFF         | 7b2261223a22f4908080227d
            a lone continuation byte           | 7b2261223a2280227d
            a truncated sequence               | 7b2261223a22e282227d
            a Latin-1 byte                     | 7b2261223a22e9227d
            """)
    void refusesBytesThatAreNotWellFormedUtf8(String what, String hex) {
        String message = refusal(HexFormat.of().parseHex(hex));
        assertTrue(message.startsWith("not valid UTF-8: "), message);
        assertTrue(message.contains("at byte 6"), message);
    }

    @ParameterizedTest(name = "{0} is refused")
    @CsvSource(delimiter = '|', textBlock = """
            UTF-16BE    | UTF-16
            UTF-16LE    | UTF-16
            UTF-16      | UTF-16
            UTF-32BE    | UTF-32
            UTF-32LE    | UTF-32
            """)
    void refusesUtf16AndUtf32Files(String charset, String named) {
        byte[] bytes = "{\"schema\": \"shadow-run.v1\"}".getBytes(Charset.forName(charset));
        assertEquals("the file is " + named + "; documents must be UTF-8", refusal(bytes));
    }

    @Test
    void refusesUtf16WithAByteOrderMark() {
        byte[] little = "\uFEFF{\"a\": 1}".getBytes(StandardCharsets.UTF_16LE);
        assertEquals("the file is UTF-16; documents must be UTF-8", refusal(little));
    }

    @Test
    void ignoresALeadingUtf8ByteOrderMark() {
        JsonNode node = Json.parse(utf8("\uFEFF{\"a\": \"\u00e9\"}"));
        assertEquals("\u00e9", node.get("a").textValue());
    }

    @ParameterizedTest(name = "{0} is refused")
    @CsvSource(delimiter = '|', textBlock = """
            {"output": {"fields": {"sample_size": {"value": 1e400}}}} | number 1e400 is out of range for a double at $.output.fields.sample_size.value
            {"a": [1, -1E+309]}                                      | number -1E+309 is out of range for a double at $.a[1]
            [0, 2.5e99999]                                           | number 2.5e99999 is out of range for a double at $[1]
            """)
    void refusesNumbersADoubleCannotHold(String json, String reason) {
        assertEquals(reason, refusal(utf8(json)));
    }

    @Test
    void keepsTheLargestAndSmallestDoublesAndRoundsUnderflowToZero() {
        JsonNode node = Json.parse(utf8("[1.7976931348623157e308, -1.7976931348623157e308, 5e-324, 1e-400]"));
        assertEquals(Double.MAX_VALUE, node.get(0).doubleValue());
        assertEquals(-Double.MAX_VALUE, node.get(1).doubleValue());
        assertEquals(Double.MIN_VALUE, node.get(2).doubleValue());
        assertEquals(0.0, node.get(3).doubleValue());
    }

    @Test
    void refusesDuplicateMemberNamesHoweverTheyAreSpelled() {
        assertTrue(refusal(utf8("{\"a\": 1, \"b\": {\"c\": 2, \"c\": 3}}")).contains("Duplicate field 'c'"));
        assertTrue(refusal(utf8("{\"a\": 1, \"\\u0061\": 2}")).contains("Duplicate field 'a'"));
    }
}
