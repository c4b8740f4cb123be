package org.copydesk.model.checks.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.api.Test;

class FoldedTextTest {

    @Test
    void containsSaysWhatScanningTheFoldSays() {
        // Few letters, so that words are often in the text and pairs often collide in the bit set.
        String letters = "aeinorstAEINORST éÉ±µİ\u2014-:";
        Random random = new Random(20261203L);
        int found = 0;
        for (int i = 0; i < 50_000; i++) {
            FoldedText text = FoldedText.of(randomText(random, letters, random.nextInt(200)));
            String word = PhraseMatcher.fold(randomText(random, letters, random.nextInt(5)));
            boolean scanned = text.folded().contains(word);
            found += scanned ? 1 : 0;
            assertEquals(scanned, text.contains(word, FoldedText.pairsOf(word)), () -> word + " in " + text.folded());
        }
        assertTrue(found > 5_000 && found < 45_000, found + " of the words were in their text");
    }

    @Test
    void keepsTheTextAndItsFold() {
        FoldedText text = FoldedText.of("IGNORE Previous Instructions");
        assertEquals("IGNORE Previous Instructions", text.text());
        assertEquals("ignore previous instructions", text.folded());
        assertTrue(text.contains("previous", FoldedText.pairsOf("previous")));
        assertFalse(text.contains("prior", FoldedText.pairsOf("prior")));
    }

    private static String randomText(Random random, String letters, int length) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < length; i++) {
            out.append(letters.charAt(random.nextInt(letters.length())));
        }
        return out.toString();
    }
}
