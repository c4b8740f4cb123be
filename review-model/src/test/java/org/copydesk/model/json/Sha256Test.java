package org.copydesk.model.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.HexFormat;
import java.util.Locale;
import java.util.Random;

import org.junit.jupiter.api.Test;

class Sha256Test {

    @Test
    void isHexOfSaysWhatComparingTheHexStringSays() {
        Random random = new Random(20261203L);
        for (int i = 0; i < 2_000; i++) {
            byte[] digest = Sha256.digest(("text " + random.nextLong()).getBytes(java.nio.charset.StandardCharsets.UTF_8));
            String hex = Sha256.hex(("text " + i).getBytes(java.nio.charset.StandardCharsets.UTF_8));
            String own = HexFormat.of().formatHex(digest);
            char[] oneOff = own.toCharArray();
            int at = random.nextInt(oneOff.length);
            oneOff[at] = oneOff[at] == 'f' ? '0' : (char) (oneOff[at] == '9' ? 'a' : oneOff[at] + 1);
            for (String stated : new String[] {own, hex, new String(oneOff), own.toUpperCase(Locale.ROOT),
                    own.substring(1), own + "0", "", null}) {
                assertEquals(own.equals(stated), Sha256.isHexOf(digest, stated), own + " vs " + stated);
            }
        }
        assertFalse(Sha256.isHexOf(new byte[32], null));
    }
}
