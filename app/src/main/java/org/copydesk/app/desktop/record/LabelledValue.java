package org.copydesk.app.desktop.record;

/** A line of the header or a summary: "model  gpt-…". */
public record LabelledValue(String label, String value) {
}
