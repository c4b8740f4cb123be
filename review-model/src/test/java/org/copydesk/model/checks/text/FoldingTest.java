package org.copydesk.model.checks.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FoldingTest {

    @ParameterizedTest(name = "\"{0}\" -> \"{1}\"")
    @CsvSource(delimiter = '|', textBlock = """
            Dana Whitfield             | dana whitfield
            '  dana   WHITFIELD  '     | dana whitfield
            'Dana\tWhitfield'          | dana whitfield
            Straße                     | strasse
            """)
    void trimsCollapsesAndCaseFolds(String name, String key) {
        assertEquals(key, Folding.key(name));
    }
}
