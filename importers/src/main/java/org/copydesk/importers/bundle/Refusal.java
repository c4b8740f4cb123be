package org.copydesk.importers.bundle;

/** A file that was not imported, with a one-line reason. */
public record Refusal(String path, String reason) {
}
