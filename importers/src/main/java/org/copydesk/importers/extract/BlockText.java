package org.copydesk.importers.extract;

import java.text.Normalizer;

/**
 * The text rule every extractor shares (FORMATS §2): invisible and direction-changing
 * characters removed, NFC, whitespace collapsed and trimmed.
 *
 * <p>Order matters. Invisible characters go first so that {@code "a \u200B b"} collapses to
 * {@code "a b"} rather than keeping two spaces. NFC comes before collapsing because
 * collapsing only turns whitespace (never part of a canonical composition) into U+0020,
 * which cannot un-compose anything, so the result is still NFC.
 */
public final class BlockText {

    private BlockText() {
    }

    public static String normalize(String raw) {
        String visible = removeInvisible(raw);
        String composed = Normalizer.normalize(visible, Normalizer.Form.NFC);
        return collapseWhitespace(composed);
    }

    /** NUL, U+200B–U+200F, U+202A–U+202E, U+2060–U+2064, the bidirectional isolates U+2066–U+2069 and U+FEFF. */
    static boolean isInvisible(char c) {
        return c == '\u0000'
                || (c >= '\u200B' && c <= '\u200F')
                || (c >= '\u202A' && c <= '\u202E')
                || (c >= '\u2060' && c <= '\u2064')
                || (c >= '\u2066' && c <= '\u2069')
                || c == '\uFEFF';
    }

    /**
     * Java whitespace plus no-break spaces: an NBSP between two words is still a word gap,
     * and keeping it would make visually identical blocks digest differently.
     */
    static boolean isWhitespace(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c);
    }

    /**
     * Also replaces unpaired surrogates with U+FFFD: they have no UTF-8 form, so the digest
     * of the text would otherwise be taken over bytes the text does not hold.
     */
    private static String removeInvisible(String raw) {
        StringBuilder out = new StringBuilder(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < raw.length()
                    && Character.isLowSurrogate(raw.charAt(i + 1))) {
                out.append(c).append(raw.charAt(i + 1));
                i++;
            } else if (Character.isSurrogate(c)) {
                out.append('\uFFFD');
            } else if (!isInvisible(c)) {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static String collapseWhitespace(String text) {
        StringBuilder out = new StringBuilder(text.length());
        boolean pendingSpace = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (isWhitespace(c)) {
                pendingSpace = out.length() > 0;
            } else {
                if (pendingSpace) {
                    out.append(' ');
                    pendingSpace = false;
                }
                out.append(c);
            }
        }
        return out.toString();
    }
}
