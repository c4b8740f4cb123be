package org.copydesk.app.desktop.briefs;

import java.util.Optional;

/**
 * One citation's quote where its byte range puts it in the artifact text: the text before, the
 * bytes of the range as text, the text after, and the range in characters of that text. A
 * citation that cannot be placed, or whose range does not hold its quote, carries why.
 *
 * @param charStart where the range starts in the artifact text (before.length() of the whole text); -1 when unplaced
 */
public record QuoteInContext(String artifactId, String byteRange, String before, String inRange, String after,
                             int charStart, int charEnd, String quote, Optional<String> broken) {

    public boolean isBroken() {
        return broken.isPresent();
    }

    /** Whether the range could be placed in the artifact text at all (a mismatched quote still is). */
    public boolean placed() {
        return charStart >= 0;
    }
}
