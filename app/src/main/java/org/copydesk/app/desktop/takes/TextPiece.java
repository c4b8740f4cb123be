package org.copydesk.app.desktop.takes;

import java.util.Optional;

/** A run of a section's text, marked with the check that named it or plain. */
public record TextPiece(String text, Optional<String> markedBy) {
}
