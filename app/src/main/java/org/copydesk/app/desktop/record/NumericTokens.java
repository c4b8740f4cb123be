package org.copydesk.app.desktop.record;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import org.copydesk.model.checks.text.NumberToken;
import org.copydesk.model.checks.text.Span;

/**
 * Marks, inside a cited block, the tokens that state a value. Which tokens state a number is
 * the check engine's rule ({@code poll.numeric_fidelity}, read by
 * {@link org.copydesk.model.checks.text.NumericTokens}), so the mark shows exactly what the
 * check accepted; the mark only widens to take in a following {@code %} or {@code percent},
 * because an editor reads "46%" as one thing.
 */
public final class NumericTokens {

    private static final String PERCENT_WORD = " percent";

    private NumericTokens() {
    }

    /** Every number written in {@code text}, in order. */
    public static List<BigDecimal> numbersIn(String text) {
        List<BigDecimal> numbers = new ArrayList<>();
        org.copydesk.model.checks.text.NumericTokens.extract(text).forEach(t -> numbers.add(t.value()));
        return numbers;
    }

    /** {@code text} cut into spans, the tokens equal to any of {@code numbers} marked. */
    public static List<TextSpan> spans(String text, List<BigDecimal> numbers) {
        List<TextSpan> spans = new ArrayList<>();
        int plain = 0;
        if (!numbers.isEmpty()) {
            for (NumberToken token : org.copydesk.model.checks.text.NumericTokens.extract(text)) {
                if (numbers.stream().noneMatch(token::hasValue) || token.span().start() < plain) {
                    continue;
                }
                Span span = token.span();
                int end = withUnit(text, span.end());
                if (span.start() > plain) {
                    spans.add(new TextSpan(text.substring(plain, span.start()), false));
                }
                spans.add(new TextSpan(text.substring(span.start(), end), true));
                plain = end;
            }
        }
        if (plain < text.length() || spans.isEmpty()) {
            spans.add(new TextSpan(text.substring(plain), false));
        }
        return spans;
    }

    private static int withUnit(String text, int end) {
        if (text.startsWith("%", end)) {
            return end + 1;
        }
        if (text.startsWith(PERCENT_WORD, end) && !Character.isLetter(charAt(text, end + PERCENT_WORD.length()))) {
            return end + PERCENT_WORD.length();
        }
        return end;
    }

    private static char charAt(String text, int index) {
        return index < text.length() ? text.charAt(index) : ' ';
    }
}
