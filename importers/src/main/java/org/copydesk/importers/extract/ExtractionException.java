package org.copydesk.importers.extract;

/**
 * Raw bytes that copydesk refuses to extract: encrypted, damaged, oversized or of a type it
 * does not read. The message is one line a person can act on; the caller adds the file name.
 * No cause is attached on purpose, so that a library's stack trace never reaches the user.
 */
public class ExtractionException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public ExtractionException(String message) {
        super(message);
    }

    /** A one-line, bounded rendering of a library's failure message. */
    static String oneLine(String message) {
        if (message == null || message.isBlank()) {
            return "unknown error";
        }
        String line = message.replaceAll("\\s+", " ").trim();
        return line.length() > 200 ? line.substring(0, 200) + "…" : line;
    }
}
