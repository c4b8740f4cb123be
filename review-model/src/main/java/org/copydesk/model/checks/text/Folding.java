package org.copydesk.model.checks.text;

import java.util.Locale;
import java.util.regex.Pattern;

/** Comparison keys for names: trimmed, inner whitespace collapsed, case-folded. */
public final class Folding {

    private static final Pattern SPACES = Pattern.compile("[\\s\\p{Z}]+");

    private Folding() {
    }

    /** Upper then lower case folds what a plain lower-casing misses ("Straße" and "STRASSE"). */
    public static String key(String name) {
        return SPACES.matcher(name.strip()).replaceAll(" ").toUpperCase(Locale.ROOT).toLowerCase(Locale.ROOT);
    }
}
