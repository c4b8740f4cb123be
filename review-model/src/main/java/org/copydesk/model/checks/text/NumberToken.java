package org.copydesk.model.checks.text;

import java.math.BigDecimal;

/**
 * One number as a text states it: its value and where it stands. The span covers a
 * leading sign ({@code ±}, {@code +}, {@code -}, {@code −}) when one is attached.
 */
public record NumberToken(BigDecimal value, Span span) {

    /** Numeric equality: {@code 46.0} equals {@code 46}. */
    public boolean hasValue(BigDecimal other) {
        return value.compareTo(other) == 0;
    }
}
