package org.copydesk.app.desktop.duplicates;

/** One word of a question text, marked when the other side's text does not have it at this place. */
public record DiffWord(String text, boolean changed) {
}
