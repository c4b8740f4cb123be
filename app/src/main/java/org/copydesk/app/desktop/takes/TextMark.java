package org.copydesk.app.desktop.takes;

/** Characters {@code [start, end)} of a section's text that the failed check {@code checkId} named. */
public record TextMark(int start, int end, String checkId) {
}
