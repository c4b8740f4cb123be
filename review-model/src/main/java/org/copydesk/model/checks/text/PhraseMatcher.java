package org.copydesk.model.checks.text;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Whole-word, case-insensitive phrase screen ("uncertain" is not "certain").
 *
 * <p>A phrase is words separated by spaces; any run of whitespace in the text (Unicode
 * White_Space, so a no-break space too) matches one space. A word may list alternatives
 * with {@code /}, as CHECKS.md writes them ({@code "raises/lowers the forecast"}), and be made
 * optional with a trailing {@code ?} ({@code "ignore all? previous instructions"}). Everything
 * else is literal, so punctuation in a phrase ({@code "system:"}, {@code "www."}) means itself. A phrase's ends must not touch a letter or
 * digit in the text, unless the phrase itself ends in punctuation there.
 */
public final class PhraseMatcher {

    private static final String NOT_WORD_BEFORE = "(?<![\\p{L}\\p{N}])";
    private static final String NOT_WORD_AFTER = "(?![\\p{L}\\p{N}])";
    private static final String WHITESPACE = "\\p{IsWhite_Space}+";

    private static final Comparator<PhraseMatch> BY_START = Comparator.comparingInt(m -> m.span().start());

    /**
     * One phrase, its regex, and each of its non-optional words as the word's folded
     * alternatives: a match holds one alternative of every such word.
     */
    private record Phrase(String text, Pattern pattern, List<List<String>> requiredWords) {
    }

    private final List<Phrase> phrases;

    private PhraseMatcher(List<String> phrases) {
        this.phrases = phrases.stream().map(p -> new Phrase(p, compile(p), requiredWords(p))).toList();
    }

    public static PhraseMatcher of(String... phrases) {
        return new PhraseMatcher(List.of(phrases));
    }

    public static PhraseMatcher of(List<String> phrases) {
        return new PhraseMatcher(phrases);
    }

    /** Every match of every phrase, ordered by position, then by phrase order. */
    public List<PhraseMatch> find(String text) {
        return find(text, fold(text));
    }

    /** {@link #find(String)} of a text whose {@link #fold} the caller has already made. */
    List<PhraseMatch> find(String text, String folded) {
        List<PhraseMatch> matches = new ArrayList<>(0);
        for (Phrase phrase : phrases) {
            if (!mayMatch(phrase, folded)) {
                continue;
            }
            Matcher matcher = phrase.pattern().matcher(text);
            while (matcher.find()) {
                if (matcher.end() > matcher.start()) {
                    matches.add(new PhraseMatch(phrase.text(), matcher.group(), new Span(matcher.start(), matcher.end())));
                }
            }
        }
        matches.sort(BY_START);
        return List.copyOf(matches);
    }

    public boolean matches(String text) {
        return !find(text).isEmpty();
    }

    /**
     * A plain scan before the regex, never false when the regex would match: a match holds
     * every non-optional word of the phrase, folded as the regex folds case. Most texts hold
     * none of a phrase's words and skip the slow Unicode-aware regex.
     */
    private static boolean mayMatch(Phrase phrase, String folded) {
        for (List<String> alternatives : phrase.requiredWords()) {
            if (!containsAny(folded, alternatives)) {
                return false;
            }
        }
        return true;
    }

    /** A loop, not a stream: this runs a few dozen times for every block of every run checked. */
    private static boolean containsAny(String folded, List<String> words) {
        for (String word : words) {
            if (folded.contains(word)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The case fold of CASE_INSENSITIVE | UNICODE_CASE, char by char (so offsets stay those of
     * the text): two chars match when their folds are equal.
     */
    public static String fold(String text) {
        char[] chars = new char[text.length()];
        for (int i = 0; i < chars.length; i++) {
            char c = text.charAt(i);
            // ASCII folds to its lower case: most text is ASCII, and the two look-ups cost more.
            if (c < 0x80) {
                chars[i] = c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
            } else {
                chars[i] = Character.toLowerCase(Character.toUpperCase(c));
            }
        }
        return new String(chars);
    }

    /** Every non-optional word of the phrase, as its folded alternatives. */
    private static List<List<String>> requiredWords(String phrase) {
        List<List<String>> words = new ArrayList<>();
        for (String word : phrase.trim().split("\\s+")) {
            if (word.length() > 1 && word.endsWith("?")) {
                continue;
            }
            words.add(Stream.of(word.split("/", -1)).map(PhraseMatcher::fold).toList());
        }
        return List.copyOf(words);
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
