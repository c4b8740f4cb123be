package org.copydesk.model.checks.text;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whole-word, case-insensitive phrase screen ("uncertain" is not "certain").
 *
 * <p>A phrase is words separated by spaces; any run of whitespace in the text (Unicode
 * White_Space, so a no-break space too) matches one space. A word may list alternatives with {@code /}, as CHECKS.md writes them
 * ({@code "raises/lowers the forecast"}), and be made optional with a trailing {@code ?}
 * ({@code "ignore all? previous instructions"}). Everything else is literal, so punctuation in a phrase
 * ({@code "system:"}, {@code "www."}) means itself. A phrase's ends must not touch a letter or
 * digit in the text, unless the phrase itself ends in punctuation there.
 */
public final class PhraseMatcher {

    /** U+00B5, the one Latin-1 char whose fold (U+03BC) is not its lower case. */
    private static final char MICRO = '\u00b5';
    private static final String NOT_WORD_BEFORE = "(?<![\\p{L}\\p{N}])";
    private static final String NOT_WORD_AFTER = "(?![\\p{L}\\p{N}])";
    private static final String WHITESPACE = "\\p{IsWhite_Space}+";

    private static final Comparator<PhraseMatch> BY_START = Comparator.comparingInt(m -> m.span().start());

    private final List<String> phrases;
    private final List<Pattern> patterns;
    /** Per phrase, each non-optional word as its folded alternatives: a match holds one of each (see {@link #mayMatch}). */
    private final String[][][] required;
    /** {@link FoldedText#pairsOf} each alternative in {@link #required}. */
    private final int[][][][] requiredPairs;

    private PhraseMatcher(List<String> phrases) {
        this.phrases = List.copyOf(phrases);
        List<Pattern> compiled = new ArrayList<>(phrases.size());
        this.required = new String[phrases.size()][][];
        this.requiredPairs = new int[phrases.size()][][][];
        for (int p = 0; p < phrases.size(); p++) {
            compiled.add(compile(phrases.get(p)));
            required[p] = requiredWords(phrases.get(p));
            requiredPairs[p] = new int[required[p].length][][];
            for (int w = 0; w < required[p].length; w++) {
                requiredPairs[p][w] = new int[required[p][w].length][];
                for (int a = 0; a < required[p][w].length; a++) {
                    requiredPairs[p][w][a] = FoldedText.pairsOf(required[p][w][a]);
                }
            }
        }
        this.patterns = List.copyOf(compiled);
    }

    public static PhraseMatcher of(String... phrases) {
        return new PhraseMatcher(List.of(phrases));
    }

    public static PhraseMatcher of(List<String> phrases) {
        return new PhraseMatcher(phrases);
    }

    public List<String> phrases() {
        return phrases;
    }

    /** Every match of every phrase, ordered by position, then by phrase order. */
    public List<PhraseMatch> find(String text) {
        return find(FoldedText.of(text));
    }

    /** {@link #find(String)} of a text folded once, for callers screening one text many ways. */
    public List<PhraseMatch> find(FoldedText folded) {
        String text = folded.text();
        // Most texts match nothing: then no list is made at all.
        List<PhraseMatch> matches = null;
        for (int p = 0; p < patterns.size(); p++) {
            if (!mayMatch(p, folded)) {
                continue;
            }
            Matcher matcher = patterns.get(p).matcher(text);
            while (matcher.find()) {
                if (matcher.end() > matcher.start()) {
                    if (matches == null) {
                        matches = new ArrayList<>();
                    }
                    matches.add(new PhraseMatch(phrases.get(p), matcher.group(),
                            new Span(matcher.start(), matcher.end())));
                }
            }
        }
        if (matches == null) {
            return List.of();
        }
        matches.sort(BY_START);
        return List.copyOf(matches);
    }

    public boolean matches(String text) {
        FoldedText folded = FoldedText.of(text);
        for (int p = 0; p < patterns.size(); p++) {
            if (mayMatch(p, folded) && patterns.get(p).matcher(text).find()) {
                return true;
            }
        }
        return false;
    }

    /**
     * A cheap, never-wrong-when-false test before the regex: a match holds every non-optional
     * word of the phrase, so the text holds one of each word's alternatives, folded as the
     * regex folds case. The Unicode-aware regex with its look-behind is slow; most texts hold
     * none of the screened words, or not all of one phrase's, and skip it.
     */
    private boolean mayMatch(int phrase, FoldedText folded) {
        String[][] words = required[phrase];
        for (int w = 0; w < words.length; w++) {
            if (!containsAny(folded, words[w], requiredPairs[phrase][w])) {
                return false;
            }
        }
        return true;
    }

    private static boolean containsAny(FoldedText folded, String[] alternatives, int[][] pairs) {
        for (int a = 0; a < alternatives.length; a++) {
            if (folded.contains(alternatives[a], pairs[a])) {
                return true;
            }
        }
        return false;
    }

    /** The case fold of CASE_INSENSITIVE | UNICODE_CASE: two chars match when their folds are equal. */
    public static String fold(String text) {
        int latin1 = 0;
        while (latin1 < text.length() && text.charAt(latin1) <= 0xFF && text.charAt(latin1) != MICRO) {
            latin1++;
        }
        if (latin1 == text.length()) {
            // Latin-1 only (most news text, with its ± and é): there the fold is toLowerCase, char
            // by char, except for the micro sign, whose fold is Greek mu; String.toLowerCase in
            // the root locale maps a Latin-1 string char by char, without a char copy of it.
            return text.toLowerCase(Locale.ROOT);
        }
        char[] chars = new char[text.length()];
        for (int i = 0; i < chars.length; i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                chars[i] = c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
            } else {
                chars[i] = Character.toLowerCase(Character.toUpperCase(c));
            }
        }
        return new String(chars);
    }

    /**
     * Every non-optional word of the phrase as its folded alternatives, the word whose shortest
     * alternative is longest (the rarest substring to look for) first.
     */
    private static String[][] requiredWords(String phrase) {
        List<List<String>> words = new ArrayList<>();
        for (String word : phrase.trim().split("\\s+")) {
            if (word.length() > 1 && word.endsWith("?")) {
                continue;
            }
            List<String> folded = new ArrayList<>();
            for (String option : word.split("/", -1)) {
                folded.add(fold(option));
            }
            words.add(List.copyOf(folded));
        }
        words.sort(Comparator.comparingInt((List<String> w) -> w.stream().mapToInt(String::length).min().orElse(0))
                .reversed());
        String[][] out = new String[words.size()][];
        for (int i = 0; i < out.length; i++) {
            out[i] = words.get(i).toArray(new String[0]);
        }
        return out;
    }

    static Pattern compile(String phrase) {
        String[] words = phrase.trim().split("\\s+");
        if (words.length == 0 || words[0].isEmpty()) {
            throw new IllegalArgumentException("empty phrase");
        }
        StringBuilder regex = new StringBuilder();
        if (Character.isLetterOrDigit(words[0].charAt(0))) {
            regex.append(NOT_WORD_BEFORE);
        }
        for (int i = 0; i < words.length; i++) {
            String word = words[i];
            boolean optional = word.length() > 1 && word.endsWith("?");
            if (optional) {
                word = word.substring(0, word.length() - 1);
            }
            String alternatives = alternatives(word);
            if (i == 0) {
                regex.append(optional ? "(?:" + alternatives + WHITESPACE + ")?" : alternatives);
            } else {
                regex.append(optional ? "(?:" + WHITESPACE + alternatives + ")?" : WHITESPACE + alternatives);
            }
        }
        String last = words[words.length - 1];
        if (last.length() > 1 && last.endsWith("?")) {
            last = last.substring(0, last.length() - 1);
        }
        if (Character.isLetterOrDigit(last.charAt(last.length() - 1))) {
            regex.append(NOT_WORD_AFTER);
        }
        return Pattern.compile(regex.toString(), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }

    private static String alternatives(String word) {
        String[] options = word.split("/", -1);
        StringBuilder out = new StringBuilder("(?:");
        for (int i = 0; i < options.length; i++) {
            if (options[i].isEmpty()) {
                throw new IllegalArgumentException("empty alternative in \"" + word + "\"");
            }
            out.append(i == 0 ? "" : "|").append(Pattern.quote(options[i]));
        }
        return out.append(')').toString();
    }
}
