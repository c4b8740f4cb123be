package org.copydesk.model.checks.text;

/**
 * One hit of the injection screen. For hidden characters {@code matched} holds the
 * invisible characters themselves; {@link #visibleMatch()} spells them as code points.
 */
public record InjectionFinding(InjectionCategory category, String matched, Span span) {

    public String visibleMatch() {
        if (category != InjectionCategory.HIDDEN_CHARACTERS) {
            return matched;
        }
        StringBuilder out = new StringBuilder();
        matched.codePoints().forEach(cp -> {
            if (out.length() > 0) {
                out.append(' ');
            }
            out.append(String.format("U+%04X", cp));
        });
        return out.toString();
    }
}
