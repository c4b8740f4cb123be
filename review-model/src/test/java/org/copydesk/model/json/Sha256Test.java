package org.copydesk.model.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class Sha256Test {

    @Test
    void takesADigestItWroteAsHex() {
        assertTrue(Sha256.isHex(Sha256.hex("Ode 48, Whitfield 46")));
        assertTrue(Sha256.isHex("0123456789abcdef".repeat(4)));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "",
        "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcde",
        "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0",
        "0123456789ABCDEF0123456789abcdef0123456789abcdef0123456789abcdef",
        "0123456789abcdeg0123456789abcdef0123456789abcdef0123456789abcdef",
        "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcde/",
        "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcde:",
        "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcde`",
        "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcde ",
        "０123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"})
    void refusesAnythingButSixtyFourLowercaseHexCharacters(String value) {
        assertFalse(Sha256.isHex(value));
    }

    @Test
    void refusesNull() {
        assertFalse(Sha256.isHex(null));
    }

    @Test
    void digestsTextsJoinedAsTheJoinedTextWouldBe() {
        List<List<String>> cases = List.of(List.of(), List.of(""), List.of("", ""), List.of("Ode 48 %"),
                List.of("Whitfield leads.", "Élan: 3 € ± 1", "\uD83D\uDE00 end"), List.of("a lone \uD83D", "\uDE00 half"));
        for (List<String> texts : cases) {
            assertEquals(Sha256.hex(String.join("\n\n", texts)), Sha256.joined(texts, "\n\n"), texts.toString());
            assertEquals(Sha256.hex(String.join("; ", texts)), Sha256.joined(texts, "; "), texts.toString());
        }
    }

    @Test
    void refusesASeparatorThatCouldSplitACharacter() {
        assertThrows(IllegalArgumentException.class, () -> Sha256.joined(List.of("a", "b"), ""));
        assertThrows(IllegalArgumentException.class, () -> Sha256.joined(List.of("a", "b"), "·"));
    }
}
