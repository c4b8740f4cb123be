package org.copydesk.importers.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BlockTextTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            NUL                        | a\u0000b                | ab
            zero width space           | like\u200Bly            | likely
            direction marks            | \u200Eleft\u200F        | left
            bidi embedding controls    | \u202Aa\u202Bb\u202Cc\u202Dd\u202Ee | abcde
            word joiner and invisibles | a\u2060b\u2061c\u2062d\u2063e\u2064f | abcdef
            bidi isolates              | a\u2066b\u2067c\u2068d\u2069e | abcde
            byte order mark            | \uFEFFtext              | text
            spaces around invisible    | a \u200B b              | a b
            decomposed accent          | Cafe\u0301              | Caf\u00E9
            no-break space             | 4.4\u00A0points         | 4.4 points
            tabs and newlines          | '  one\t\ttwo\n\nthree ' | one two three
            """)
    void normalizesTextOfEveryBlock(String rule, String raw, String expected) {
        assertEquals(expected, BlockText.normalize(raw), rule);
    }

    @Test
    void replacesUnpairedSurrogatesSoTheTextHasUtf8Bytes() {
        assertEquals("a\uFFFDb\uD83D\uDE00", BlockText.normalize("a\uD800b\uD83D\uDE00"));
    }

    @Test
    void isIdempotent() {
        String once = BlockText.normalize(" A\u030A\u200Bngstr\u00F6m\u00A0\u2029 unit ");

        assertEquals(once, BlockText.normalize(once));
        assertEquals("\u00C5ngstr\u00F6m unit", once);
    }
}
