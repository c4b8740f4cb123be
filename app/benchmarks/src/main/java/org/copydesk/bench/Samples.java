package org.copydesk.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Repeated timings of one figure; the median is quoted because the machine is shared and noisy. */
final class Samples {

    private final List<Double> values = new ArrayList<>();

    void add(double value) {
        values.add(value);
    }

    double median() {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    double min() {
        return Collections.min(values);
    }

    double max() {
        return Collections.max(values);
    }

    /** How repetition {@code i} (from 0) is printed: "warm-up 1", or its number among the counted ones. */
    static String label(int i, int warmups) {
        return i < warmups ? "warm-up " + (i + 1) : String.valueOf(i - warmups + 1);
    }

    String spread() {
        return String.format(java.util.Locale.ROOT, "min %.3f, median %.3f, max %.3f over %d", min(), median(), max(),
                values.size());
    }
}
