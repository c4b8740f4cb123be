package org.copydesk.model.checks.text;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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

    private static final String UNSIGNED = "(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\\.[0-9]+)?";
    private static final Pattern NUMBER = Pattern.compile(UNSIGNED);
    private static final Pattern RANGE = Pattern.compile("(" + UNSIGNED + ")[-\u2013](" + UNSIGNED + ")");
    private static final Pattern YEAR = Pattern.compile("[0-9]{4}");
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
            // Both NUMBER and RANGE begin with an ASCII digit: a word that does not is no number.
            return;
        }
        String word = text.substring(start, end);
        if (NUMBER.matcher(word).matches()) {
            out.add(signed(text, start, end, word));
            return;
        }
        Matcher range = RANGE.matcher(word);
        if (range.matches() && !YEAR.matcher(range.group(1)).matches()) {
            out.add(signed(text, start, start + range.end(1), range.group(1)));
            out.add(new NumberToken(parse(range.group(2)), new Span(start + range.start(2), end)));
        }
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
