package org.copydesk.store.postgres;

import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A text as SQLite's FTS5 {@code unicode61} tokenizer reads it: runs of letters, digits and
 * private-use characters are words, everything else breaks them, diacritics and case are
 * folded. Written as those words separated by single spaces, PostgreSQL's parser finds the same
 * words, so the text filter matches the same blocks in both stores.
 */
final class SearchWords {

    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern BREAKS = Pattern.compile("[^\\p{L}\\p{N}\\p{Co}]+");

    private SearchWords() {
    }

    static String of(String text) {
        String folded = MARKS.matcher(Normalizer.normalize(text, Normalizer.Form.NFD)).replaceAll("");
        return BREAKS.matcher(folded).replaceAll(" ").strip().toLowerCase(Locale.ROOT);
    }
}
