package org.copydesk.model.checks.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ExactTextTest {

    @ParameterizedTest(name = "\"{1}\" in \"{0}\" -> {2}")
    @CsvSource(delimiter = '|', textBlock = """
            The forecast gives Whitfield a 55% chance. | 55%   | 31
            55% chance                                 | 55%   | 0
            a 155% chance                              | 55%   | -1
            a 0.55% chance                             | 55%   | 4
            a 55%x chance                              | 55%   | -1
            (55%)                                      | 55%   | 1
            61%                                        | 1%    | -1
            a 55 % chance                              | 55%   | -1
            a 55%% chance                              | 55%   | 2
            at 55%, then 55% again                     | 55%   | 3
            the 1 in 3 odds                            | 1 in 3| 4
            the 11 in 3 odds                           | 1 in 3| -1
            case Matters                               | matters | -1
            """)
    void findsALiteralOnlyAsAWhole(String text, String literal, int start) {
        Optional<Span> found = ExactText.find(text, literal);
        assertEquals(start, found.map(Span::start).orElse(-1));
    }
}
