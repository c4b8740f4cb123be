package org.copydesk.model.checks.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NumericTokensTest {

    @ParameterizedTest(name = "{0} occurs in \"{1}\"")
    @CsvSource(delimiter = '|', textBlock = """
            46    | Whitfield drew 46% and Ode 45%.
            46    | Whitfield drew 46 percent.
            46    | 46
            46    | (46)
            46    | 46.0 percent
            46.0  | Whitfield drew 46%.
            4.4   | the margin of error is ±4.4 percentage points.
            4.4   | margin of error: 4.4.
            4.4   | +/- 4.4 points
            500   | interviewed 500 likely voters
            500   | of 500, 46 said
            1024  | a sample of 1,024 adults
            1024  | a sample of 1024 adults
            1024.5| 1,024.5
            9     | with 9% undecided.
            3     | Following the withdrawal, 3 candidates remain
            0.5   | a .5 point shift
            -3    | moved −3 points
            -3    | moved -3 points
            46    | Whitfield leads 46-45
            45    | Whitfield leads 46–45
            29    | voters aged 18-29
            46    | "46"
            """)
    void findsNumbersStatedAsWholeTokens(String number, String text) {
        assertTrue(NumericTokens.occurs(text, new BigDecimal(number)), text);
    }

    @ParameterizedTest(name = "{0} does not occur in \"{1}\"")
    @CsvSource(delimiter = '|', textBlock = """
            46    | Whitfield drew 146%.
            46    | Whitfield drew 460 votes.
            46    | Whitfield drew 4.6%.
            4.4   | the margin of error is ±4.45 points.
            4.4   | 44 points
            46    | token a46b
            46    | the 46th poll
            5     | fielded 2026-10-05
            10    | fielded 2026-10-05
            2026  | fielded 2026-10-05
            10    | fielded 10/5
            5     | fielded 10/5/2026
            9     | at 9:30 a.m.
            10    | in 2026-10
            1024  | 1,0245 adults
            1024  | 10,24 adults
            3     | three candidates remain
            3     | moved -3 points
            0.5   | 5 points
            46    | v46
            """)
    void rejectsNumbersThatAreOnlyPartOfAnotherToken(String number, String text) {
        assertFalse(NumericTokens.occurs(text, new BigDecimal(number)), text);
    }

    @ParameterizedTest(name = "\"{0}\" states {1}")
    @CsvSource(delimiter = '|', textBlock = """
            Harbor Research surveyed 500 likely voters.          | 500
            Whitfield drew 46% and Ode 45%, with 9% undecided.   | 46 45 9
            On Oct. 14, the 2026-10-14 release said ±4.4.        | 14 4.4
            Leads 46-45 among ages 18-29 in 2025-2026.           | 46 45 18 29
            No numbers here.                                     | ''
            """)
    void extractsEveryStatedNumberInOrder(String text, String expected) {
        String found = NumericTokens.extract(text).stream()
                .map(token -> token.value().toPlainString())
                .collect(Collectors.joining(" "));
        assertEquals(expected, found);
    }

    @ParameterizedTest(name = "{1} in \"{0}\" spans [{2}, {3})")
    @CsvSource(delimiter = '|', textBlock = """
            error is ±4.4 points    | 4.4  | 9  | 13
            drew 46% today          | 46   | 5  | 7
            of 1,024 adults         | 1024 | 3  | 8
            leads 46-45             | 45   | 9  | 11
            moved −3 points         | -3   | 6  | 8
            """)
    void reportsTheSpanOfTheMatchingToken(String text, String number, int start, int end) {
        NumberToken token = NumericTokens.find(text, new BigDecimal(number)).orElseThrow();
        assertEquals(new Span(start, end), token.span());
    }

    @Test
    void emptyTextStatesNoNumber() {
        assertEquals(List.of(), NumericTokens.extract(""));
    }

    @Test
    void aWordIsANumberExactlyWhenThePatternOfCheckMdMatchesItWhole() {
        java.util.regex.Pattern unsigned = java.util.regex.Pattern.compile(
                "(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\\.[0-9]+)?");
        java.util.Random random = new java.util.Random(20261202L);
        String alphabet = "0123456789,,..";
        int numbers = 0;
        for (int i = 0; i < 200_000; i++) {
            StringBuilder word = new StringBuilder();
            for (int n = random.nextInt(12); n > 0; n--) {
                word.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String text = "x " + word + " y";
            boolean expected = unsigned.matcher(word).matches();
            numbers += expected ? 1 : 0;
            assertEquals(expected, NumericTokens.isUnsigned(text, 2, 2 + word.length()), word::toString);
        }
        assertTrue(numbers > 10_000, numbers + " numbers");
    }
}
