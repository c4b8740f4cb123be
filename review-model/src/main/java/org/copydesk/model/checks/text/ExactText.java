package org.copydesk.model.checks.text;

import java.util.Optional;

/**
 * Finds a literal, case-sensitive, with no letter or digit touching either end (CHECKS.md,
 * "exactly"): {@code "55%"} occurs in "a 55% chance" and "(55%)" but not in "155%" or
 * "55%x", and {@code "1%"} does not occur in "61%".
 */
public final class ExactText {

    private ExactText() {
    }

    public static Optional<Span> find(String text, String literal) {
        if (literal.isEmpty()) {
            return Optional.empty();
        }
        for (int start = text.indexOf(literal); start >= 0; start = text.indexOf(literal, start + 1)) {
            int end = start + literal.length();
            boolean touchedBefore = start > 0 && Character.isLetterOrDigit(text.codePointBefore(start));
            boolean touchedAfter = end < text.length() && Character.isLetterOrDigit(text.codePointAt(end));
            if (!touchedBefore && !touchedAfter) {
                return Optional.of(new Span(start, end));
            }
        }
        return Optional.empty();
    }
}
