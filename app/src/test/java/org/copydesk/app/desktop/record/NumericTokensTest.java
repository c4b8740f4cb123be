package org.copydesk.app.desktop.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NumericTokensTest {

    @ParameterizedTest(name = "{1} in \"{0}\" marks \"{2}\"")
    @CsvSource(delimiter = '|', textBlock = """
            Whitfield drew 46% and Ode 45%.             | 46    | 46%
            drew 46 percent of likely voters            | 46    | 46 percent
            the margin of error is ±4.4 points          | 4.4   | ±4.4
            a sample of 1,024 adults                    | 1024  | 1,024
            support stood at 46.0 in the tracking poll  | 46    | 46.0
            interviewed 500 likely voters               | 500   | 500
            """)
    void marksTheWholeTokenThatEqualsTheValue(String text, String value, String marked) {
        assertEquals(marked, markedText(text, value));
    }

    @ParameterizedTest(name = "{1} is not in \"{0}\"")
    @CsvSource(delimiter = '|', textBlock = """
            turnout reached 146 thousand  | 46
            the margin was 4.45 points    | 4.4
            a 4.4.1 release               | 4.4
            a 4,4 typo                    | 4
            fielded 2026-10-05            | 10
            the 46th district             | 46
            """)
    void doesNotMarkPartsOfOtherNumbers(String text, String value) {
        assertEquals("", markedText(text, value));
    }

    @Test
    void keepsTheTextWhole() {
        String text = "Democrat Dana Whitfield drew 46% and Republican Marcus Ode 45%, with 9% undecided.";
        String joined = NumericTokens.spans(text, List.of(new BigDecimal("45"))).stream().map(TextSpan::text)
                .collect(Collectors.joining());
        assertEquals(text, joined);
    }

    @Test
    void readsEveryNumberOfAClaim() {
        assertEquals(List.of(new BigDecimal("47"), new BigDecimal("44")),
                NumericTokens.numbersIn("Harbor Research put Whitfield at 47% and Ode at 44%."));
    }

    private static String markedText(String text, String value) {
        return NumericTokens.spans(text, List.of(new BigDecimal(value))).stream().filter(TextSpan::marked)
                .map(TextSpan::text).collect(Collectors.joining("|"));
    }
}
