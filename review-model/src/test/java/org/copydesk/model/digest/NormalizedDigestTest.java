package org.copydesk.model.digest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.copydesk.model.json.Sha256;
import org.junit.jupiter.api.Test;

/** The streamed normalized digest against the digest of the joined text it replaces. */
class NormalizedDigestTest {

    private static String joinedThenHashed(List<String> texts) {
        return Sha256.hex(Digests.normalizedText(texts));
    }

    @Test
    void equalsTheDigestOfTheJoinedTextForRandomTexts() {
        Random random = new Random(74L);
        String alphabet = "ab \n\u00e9\u2013\uD83D\uDE00\uD800\uDC00";
        for (int i = 0; i < 2000; i++) {
            List<String> texts = new ArrayList<>();
            int count = random.nextInt(5);
            for (int t = 0; t < count; t++) {
                StringBuilder text = new StringBuilder();
                int length = random.nextInt(6);
                for (int c = 0; c < length; c++) {
                    text.append(alphabet.charAt(random.nextInt(alphabet.length())));
                }
                texts.add(text.toString());
            }
            assertEquals(joinedThenHashed(texts), Digests.normalized(texts), texts::toString);
        }
    }

    @Test
    void aHighSurrogateEndingOneTextAndALowOneStartingTheNextStayUnpaired() {
        List<String> texts = List.of("a\uD83D", "\uDE00b");
        assertEquals(joinedThenHashed(texts), Digests.normalized(texts));
        assertEquals(Sha256.hex("a?\n\n?b"), Digests.normalized(texts));
    }

    @Test
    void noTextsHashAsTheEmptyText() {
        assertEquals(Sha256.hex(""), Digests.normalized(List.of()));
    }
}
