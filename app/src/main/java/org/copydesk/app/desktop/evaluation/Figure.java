package org.copydesk.app.desktop.evaluation;

import java.util.Locale;

import org.copydesk.app.workflow.metrics.Ratio;

/** How a ratio is shown: never a bare rate, always with what it was computed from ("12 of 15 · 80.0%"). */
final class Figure {

    private Figure() {
    }

    static String of(Ratio ratio) {
        return ratio.numerator() + " of " + ratio.denominator() + ratio.rate()
                .map(r -> String.format(Locale.ROOT, " · %.1f%%", r * 100)).orElse(" · —");
    }

    static double percent(Ratio ratio) {
        return ratio.rate().orElse(0.0) * 100;
    }
}
