package org.copydesk.app.desktop.queue;

import java.text.NumberFormat;
import java.util.Locale;
import java.util.Optional;

/** One choice of a queue filter with how many records it would show: "poll 1,204". Empty value means any. */
public record FilterOption(Optional<String> value, String label, int count) {

    public static FilterOption any(int count) {
        return new FilterOption(Optional.empty(), "All", count);
    }

    public static FilterOption of(String value, int count) {
        return new FilterOption(Optional.of(value), value.replace('_', ' '), count);
    }

    /** The label with its count, as the filter shows it. */
    public String display() {
        return label + "  " + NumberFormat.getIntegerInstance(Locale.US).format(count);
    }
}
