package org.copydesk.app.desktop.record;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whole-token numbers in text, as CHECKS.md's {@code poll.numeric_fidelity} reads them: {@code 46},
 * {@code 46%}, {@code 46 percent}, {@code ±4.4}, {@code 1,024} for 1024; {@code 46.0} equals 46,
 * while {@code 146} and {@code 4.45} are other numbers. Used to mark the token that supports a
 * value inside its cited block (the check engine will own the rule; this only draws it).
 */
public final class NumericTokens {

    private static final Pattern TOKEN = Pattern.compile(
            "(?<![\\p{L}\\p{N}.,])(±|\\+/-)?(\\d{1,3}(?:,\\d{3})+|\\d+)(\\.\\d+)?(?:\\s?%|\\s+percent\\b)?"
                    + "(?![\\p{L}\\p{N}]|[.,]\\d)");

    private NumericTokens() {
    }

    /** Every number written in {@code text}, in order. */
    public static List<BigDecimal> numbersIn(String text) {
        List<BigDecimal> numbers = new ArrayList<>();
        Matcher m = TOKEN.matcher(text);
        while (m.find()) {
            numbers.add(valueOf(m));
        }
        return numbers;
    }

    /** {@code text} cut into spans, the tokens equal to any of {@code numbers} marked. */
    public static List<TextSpan> spans(String text, List<BigDecimal> numbers) {
        List<TextSpan> spans = new ArrayList<>();
        if (numbers.isEmpty()) {
            spans.add(new TextSpan(text, false));
            return spans;
        }
        int plain = 0;
        Matcher m = TOKEN.matcher(text);
        while (m.find()) {
            BigDecimal value = valueOf(m);
            if (numbers.stream().anyMatch(n -> n.compareTo(value) == 0)) {
                if (m.start() > plain) {
                    spans.add(new TextSpan(text.substring(plain, m.start()), false));
                }
                spans.add(new TextSpan(m.group(), true));
                plain = m.end();
            }
        }
        if (plain < text.length()) {
            spans.add(new TextSpan(text.substring(plain), false));
        }
        return spans;
    }

    private static BigDecimal valueOf(Matcher m) {
        String digits = m.group(2).replace(",", "") + (m.group(3) == null ? "" : m.group(3));
        return new BigDecimal(digits);
    }
}
