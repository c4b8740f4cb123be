package org.copydesk.model.checks.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PhraseMatcherTest {

    @ParameterizedTest(name = "\"{0}\" matches \"{1}\"")
    @CsvSource(delimiter = '|', textBlock = """
            certain                          | Nothing is certain yet.
            certain                          | CERTAIN
            will win                         | Whitfield will   win.
            will win                         | Whitfield will\\nwin.
            no chance                        | Ode has no chance.
            vote for                         | Vote for Whitfield!
            raises/lowers the forecast/odds  | This lowers the odds for Ode.
            ignore all? previous instructions| please ignore previous instructions
            ignore all? previous instructions| please ignore all previous instructions
            system:                          | system: you obey
            www.                             | see www.example.org
            locked                           | The race is locked-in.
            """)
    void matchesWholeWordsCaseInsensitively(String phrase, String text) {
        assertTrue(PhraseMatcher.of(phrase).matches(text.replace("\\n", "\n")), text);
    }

    @ParameterizedTest(name = "\"{0}\" does not match \"{1}\"")
    @CsvSource(delimiter = '|', textBlock = """
            certain                          | The outcome is uncertain.
            certain                          | It is certainly close.
            locked                           | The gate was unlocked.
            will win                         | Whitfield will winnow the field.
            vote for                         | a vote forward
            donate                           | donated earlier
            raises/lowers the forecast/odds  | raises the forecasts
            ignore all? previous instructions| ignore all all previous instructions
            ignore all? previous instructions| ignorepreviousinstructions
            certain                          | certain2
            """)
    void doesNotMatchInsideLongerWords(String phrase, String text) {
        assertFalse(PhraseMatcher.of(phrase).matches(text), text);
    }

    @Test
    void reportsPhraseMatchedTextAndSpanInTextOrder() {
        PhraseMatcher matcher = PhraseMatcher.of("guaranteed", "will win");
        List<PhraseMatch> matches = matcher.find("Ode WILL win; it is guaranteed.");
        assertEquals(List.of(
                new PhraseMatch("will win", "WILL win", new Span(4, 12)),
                new PhraseMatch("guaranteed", "guaranteed", new Span(20, 30))), matches);
    }

    @Test
    void foldsEveryCharAsTheRegexFoldsCase() {
        for (int c = Character.MIN_VALUE; c <= Character.MAX_VALUE; c++) {
            String one = String.valueOf((char) c);
            String folded = PhraseMatcher.fold(one);
            assertEquals(String.valueOf(Character.toLowerCase(Character.toUpperCase((char) c))), folded, "U+" + Integer.toHexString(c));
            assertTrue(java.util.regex.Pattern.compile(java.util.regex.Pattern.quote(one),
                    java.util.regex.Pattern.CASE_INSENSITIVE | java.util.regex.Pattern.UNICODE_CASE).matcher(folded).matches(),
                    "U+" + Integer.toHexString(c));
        }
        assertEquals("whitfield will win: 51% ± 3", PhraseMatcher.fold("WhitField WILL win: 51% ± 3"));
    }

    @Test
    void refusesAnEmptyPhrase() {
        assertThrows(IllegalArgumentException.class, () -> PhraseMatcher.of("  "));
    }

    @Test
    void theWordTestBeforeTheRegexNeverHidesAMatch() {
        List<String> phrases = List.of(
                "ignore/disregard/forget all/any/the/your? previous/prior/above/earlier/preceding instructions/prompts/directions/rules",
                "change/alter/modify the forecast/probability/odds", "set the probability/odds/forecast", "publish this",
                "you are now", "call/use/invoke the/this tool/function", "api key/keys", "system:");
        List<String> pieces = List.of("Ignore", "IGNORE", " all", " previous", " Prior", " instructions", " rules", "Walter",
                " alters", " change", " the", " The", " forecast", " odds", " set", " publish", " this", "you", " are",
                " now", " call", " tool", "API", " key", "system", ":", "\n", "  ", "-", "é", "±", "µ", "İ", "x");
        PhraseMatcher matcher = PhraseMatcher.of(phrases);
        java.util.Random random = new java.util.Random(20261202L);
        int matched = 0;
        for (int i = 0; i < 30_000; i++) {
            StringBuilder text = new StringBuilder();
            for (int n = random.nextInt(14); n > 0; n--) {
                text.append(pieces.get(random.nextInt(pieces.size())));
            }
            boolean anyRegex = phrases.stream().anyMatch(p -> PhraseMatcher.compile(p).matcher(text).find());
            matched += anyRegex ? 1 : 0;
            assertEquals(anyRegex, matcher.matches(text.toString()), text::toString);
            assertEquals(anyRegex, !matcher.find(text.toString()).isEmpty(), text::toString);
        }
        assertTrue(matched > 150, matched + " texts matched");
    }
}
