package org.copydesk.model.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

class RunEvidenceTest {

    private static void sameAsFormat(double value) {
        assertEquals(String.format(Locale.ROOT, "%.2f", value), RunEvidence.twoPlaces(value), "for " + value);
    }

    @Test
    void twoPlacesWritesWhatTheFormatterWrites() {
        // The moe floor of every sample size a poll states, and the halfway cases of the rounding.
        for (int n = 1; n <= 200_000; n++) {
            sameAsFormat(0.9 * 98.0 / Math.sqrt(n));
        }
        for (double tie : new double[] {0.125, 0.135, 1.005, 2.675, 1.115, 0.005, 0.015, 99.995, 4.445, 0.0, 1e-9}) {
            sameAsFormat(tie);
        }
        SplittableRandom random = new SplittableRandom(9);
        for (int i = 0; i < 100_000; i++) {
            sameAsFormat(random.nextDouble() * 100);
            sameAsFormat(Math.round(random.nextDouble() * 100_000) / 1000.0 + 0.005);
        }
    }
}
