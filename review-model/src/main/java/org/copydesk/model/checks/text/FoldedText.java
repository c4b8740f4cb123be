package org.copydesk.model.checks.text;

/**
 * A text with its case fold ({@link PhraseMatcher#fold}) and the set of the fold's adjacent char
 * pairs, made once and then screened for many words. A word the fold contains has each of its
 * own adjacent pairs in that set, so a word with a pair missing is ruled out by a few bit tests
 * instead of a scan of the text; the set is a hashed bit set, so a pair that collides with one
 * present only lets the scan run, never hides a word.
 */
public final class FoldedText {

    private static final int BITS = 1024;

    private final String text;
    private final String folded;
    private final long[] pairs = new long[BITS / Long.SIZE];

    private FoldedText(String text, String folded) {
        this.text = text;
        this.folded = folded;
        for (int i = 1; i < folded.length(); i++) {
            int bit = pair(folded.charAt(i - 1), folded.charAt(i));
            pairs[bit >>> 6] |= 1L << bit;
        }
    }

    public static FoldedText of(String text) {
        return new FoldedText(text, PhraseMatcher.fold(text));
    }

    public String text() {
        return text;
    }

    public String folded() {
        return folded;
    }

    /** The pairs of a word that is already folded, as {@link #contains} wants them. */
    public static int[] pairsOf(String foldedWord) {
        int[] out = new int[Math.max(0, foldedWord.length() - 1)];
        for (int i = 1; i < foldedWord.length(); i++) {
            out[i - 1] = pair(foldedWord.charAt(i - 1), foldedWord.charAt(i));
        }
        return out;
    }

    /** Whether the fold contains {@code foldedWord}, whose {@link #pairsOf} are {@code wordPairs}. */
    public boolean contains(String foldedWord, int[] wordPairs) {
        for (int bit : wordPairs) {
            if ((pairs[bit >>> 6] & (1L << bit)) == 0) {
                return false;
            }
        }
        return folded.contains(foldedWord);
    }

    private static int pair(char first, char second) {
        return (first * 31 + second) & (BITS - 1);
    }
}
