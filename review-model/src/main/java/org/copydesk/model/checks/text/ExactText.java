package org.copydesk.model.checks.text;

import java.util.Optional;

/**
 * Finds a literal, case-sensitive, as a whole: {@code "55%"} occurs in "a 55% chance" but not
 * in "155%" or "0.55%". Used where CHECKS.md asks for a rendered value to occur exactly.
 */
public final class ExactText {

    private ExactText() {
    }

    public static Optional<Span> find(String text, String literal) {
        if (literal.isEmpty()) {
            return Optional.empty();
        }
        int from = 0;
        while (true) {
            int start = text.indexOf(literal, from);
            if (start < 0) {
                return Optional.empty();
            }
            int end = start + literal.length();
            if (cleanStart(text, start, literal) && cleanEnd(text, end, literal)) {
                return Optional.of(new Span(start, end));
            }
            from = start + 1;
        }
    }

    private static boolean cleanStart(String text, int start, String literal) {
        if (start == 0 || !Character.isLetterOrDigit(literal.charAt(0))) {
            return true;
        }
        char before = text.charAt(start - 1);
        if (Character.isLetterOrDigit(before)) {
            return false;
        }
        // "0.55%" or "1,55%" continue a number that started earlier.
        boolean numberJoiner = before == '.' || before == ',';
        return !(numberJoiner && Character.isDigit(literal.charAt(0)) && start >= 2
                && Character.isDigit(text.charAt(start - 2)));
    }

    private static boolean cleanEnd(String text, int end, String literal) {
        if (end == text.length() || !Character.isLetterOrDigit(literal.charAt(literal.length() - 1))) {
            return true;
        }
        char after = text.charAt(end);
        if (Character.isLetterOrDigit(after)) {
            return false;
        }
        boolean numberJoiner = after == '.' || after == ',';
        return !(numberJoiner && Character.isDigit(literal.charAt(literal.length() - 1)) && end + 1 < text.length()
                && Character.isDigit(text.charAt(end + 1)));
    }
}
