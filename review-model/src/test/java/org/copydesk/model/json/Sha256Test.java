package org.copydesk.model.json;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
}
