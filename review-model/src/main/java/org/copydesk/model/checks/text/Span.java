package org.copydesk.model.checks.text;

/**
 * A half-open range {@code [start, end)} of UTF-16 char offsets into a text, so the UI can
 * mark exactly the characters a check matched.
 */
public record Span(int start, int end) {

    public Span {
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("not a span: [" + start + ", " + end + ")");
        }
    }

    public String of(String text) {
        return text.substring(start, end);
    }

    public int length() {
        return end - start;
    }
}
