package org.copydesk.app.desktop.record;

/** A run of block text; {@code marked} when it is the numeric token that supports the selected value. */
public record TextSpan(String text, boolean marked) {
}
