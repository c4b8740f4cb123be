package org.copydesk.model.checks.text;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds numbers stated in prose as whole numeric tokens (CHECKS.md numeric fidelity).
 *
 * <p>The text is cut into words: maximal runs of letters and digits, where {@code . , - – / :}
 * join two letters or digits into one word. A word is a number only when it is entirely one:
 * {@code 46}, {@code 4.4}, {@code 1,024}. So {@code 46%}, {@code 46 percent} and {@code ±4.4}
 * state 46 and 4.4, while {@code 146}, {@code 4.45}, {@code a46b}, {@code 46th},
 * {@code 10/5} and {@code 2026-10-05} state neither 46, 4.4, 10 nor 5. The one exception is a
 * two-part dash range or score ({@code 46-45}, {@code 18–29}), which states both numbers,
 * unless its first part has four digits ({@code 2026-10}, {@code 2025-2026}: calendar, not
 * quantities). A false "absent" costs a reviewer a look; a false "present" hides a mismatch,
 * so anything ambiguous counts as no number.
 */
public final class NumericTokens {

    private static final String JOINERS = ".,-\u2013/:";

    private NumericTokens() {
    }

    /** Every number the text states, in order of appearance. */
    public static List<NumberToken> extract(String text) {
        List<NumberToken> tokens = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            if (!isWordChar(text, i)) {
                i++;
                continue;
            }
            int end = wordEnd(text, i);
            addNumbers(text, i, end, tokens);
            i = end;
        }
        return List.copyOf(tokens);
    }

    /** The first token stating {@code value}, if the text states it at all. */
    public static Optional<NumberToken> find(String text, BigDecimal value) {
        return extract(text).stream().filter(token -> token.hasValue(value)).findFirst();
    }

    public static boolean occurs(String text, BigDecimal value) {
        return find(text, value).isPresent();
    }

    private static int wordEnd(String text, int start) {
        int i = start;
        while (i < text.length()) {
            if (isWordChar(text, i)) {
                i++;
            } else if (JOINERS.indexOf(text.charAt(i)) >= 0 && i + 1 < text.length() && isWordChar(text, i + 1)) {
                i++;
            } else {
                break;
            }
        }
        return i;
    }

    private static void addNumbers(String text, int start, int end, List<NumberToken> out) {
        char first = text.charAt(start);
        if (first < '0' || first > '9') {
            // A number and a range both begin with an ASCII digit: a word that does not is no number.
            return;
        }
        if (isUnsigned(text, start, end)) {
            out.add(signed(text, start, end, text.substring(start, end)));
            return;
        }
        // A range is two numbers joined by its one dash: a number holds no dash.
        int dash = start;
        while (dash < end && text.charAt(dash) != '-' && text.charAt(dash) != '\u2013') {
            dash++;
        }
        if (dash < end && isUnsigned(text, start, dash) && isUnsigned(text, dash + 1, end)
                && !isYear(text, start, dash)) {
            out.add(signed(text, start, dash, text.substring(start, dash)));
            out.add(new NumberToken(parse(text.substring(dash + 1, end)), new Span(dash + 1, end)));
        }
    }

    /**
     * Whether {@code text[from, to)} is one unsigned number, as the pattern
     * {@code (?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?} matches it whole: digits, or digits
     * grouped by threes with commas, then perhaps a point and digits. Written out, not a regex:
     * it runs on every word that starts with a digit of every block a number cites.
     */
    static boolean isUnsigned(String text, int from, int to) {
        int point = from;
        while (point < to && text.charAt(point) != '.') {
            point++;
        }
        if (point < to && (point + 1 == to || !allDigits(text, point + 1, to))) {
            return false;
        }
        if (point == from) {
            return false;
        }
        if (allDigits(text, from, point)) {
            return true;
        }
        // Grouped: one to three digits, then one or more ",ddd".
        int comma = from;
        while (comma < point && isDigit(text.charAt(comma))) {
            comma++;
        }
        int lead = comma - from;
        if (lead < 1 || lead > 3 || comma == point) {
            return false;
        }
        for (int i = comma; i < point; i += 4) {
            if (i + 4 > point || text.charAt(i) != ',' || !allDigits(text, i + 1, i + 4)) {
                return false;
            }
        }
        return true;
    }

    private static boolean isYear(String text, int from, int to) {
        return to - from == 4 && allDigits(text, from, to);
    }

    private static boolean allDigits(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (!isDigit(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** Reads a sign or a bare leading decimal point standing directly before the word. */
    private static NumberToken signed(String text, int start, int end, String word) {
        int begin = start;
        String digits = word;
        if (begin > 0 && text.charAt(begin - 1) == '.' && !isWordChar(text, begin - 2) && !word.contains(".")) {
            digits = "0." + word;
            begin--;
        }
        BigDecimal value = parse(digits);
        if (begin > 0 && !isWordChar(text, begin - 2)) {
            char sign = text.charAt(begin - 1);
            if (sign == '-' || sign == '\u2212') {
                return new NumberToken(value.negate(), new Span(begin - 1, end));
            }
            if (sign == '+' || sign == '\u00b1') {
                return new NumberToken(value, new Span(begin - 1, end));
            }
        }
        return new NumberToken(value, new Span(begin, end));
    }

    private static BigDecimal parse(String digits) {
        return new BigDecimal(digits.replace(",", ""));
    }

    private static boolean isWordChar(String text, int i) {
        return i >= 0 && i < text.length() && Character.isLetterOrDigit(text.charAt(i));
    }
}
