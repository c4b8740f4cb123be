package org.copydesk.app.desktop.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NamedInDetailTest {

    @ParameterizedTest
    @CsvSource(textBlock = """
            'number 52 not found in cited blocks b003, b004', 'b003 b004'
            'block ab003 is not a block id',                 ''
            'b12 is too short to be a block id',             ''
            """)
    void readsBlockIdsAsWholeTokens(String detail, String expected) {
        assertEquals(expected.isEmpty() ? Set.of() : Set.of(expected.split(" ")), NamedInDetail.blockIds(detail));
    }

    @ParameterizedTest
    @CsvSource(textBlock = """
            'margin_of_error 0.4 is below 2.1',        'margin_of_error'
            'sample_size_note differs',                ''
            'sample_size and margin_of_error disagree', 'sample_size margin_of_error'
            """)
    void readsKnownFieldNamesAsWholeWords(String detail, String expected) {
        assertEquals(expected.isEmpty() ? Set.of() : Set.of(expected.split(" ")),
                NamedInDetail.fieldNames(detail, List.of("sample_size", "margin_of_error")));
    }
}
