package org.copydesk.model.checks.text;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whole-word, case-insensitive phrase screen ("uncertain" is not "certain").
 *
 * <p>A phrase is words separated by spaces; any run of whitespace in the text matches one
 * space. A word may list alternatives with {@code /}, as CHECKS.md writes them
 * ({@code "raises/lowers the forecast"}), and be made optional with a trailing {@code ?}
 * ({@code "ignore all? previous instructions"}). Everything else is literal, so punctuation in a phrase
 * ({@code "system:"}, {@code "www."}) means itself. A phrase's ends must not touch a letter or
 * digit in the text, unless the phrase itself ends in punctuation there.
 */
public final class PhraseMatcher {

    private static final String NOT_WORD_BEFORE = "(?<![\\p{L}\\p{N}])";
    private static final String NOT_WORD_AFTER = "(?![\\p{L}\\p{N}])";

    private final List<String> phrases;
    private final List<Pattern> patterns;

    private PhraseMatcher(List<String> phrases) {
        this.phrases = List.copyOf(phrases);
        List<Pattern> compiled = new ArrayList<>(phrases.size());
        for (String phrase : phrases) {
            compiled.add(compile(phrase));
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
        List<PhraseMatch> matches = new ArrayList<>();
        for (int p = 0; p < patterns.size(); p++) {
            Matcher matcher = patterns.get(p).matcher(text);
            while (matcher.find()) {
                if (matcher.end() > matcher.start()) {
                    matches.add(new PhraseMatch(phrases.get(p), matcher.group(),
                            new Span(matcher.start(), matcher.end())));
                }
            }
        }
        matches.sort((a, b) -> Integer.compare(a.span().start(), b.span().start()));
        return List.copyOf(matches);
    }

    public boolean matches(String text) {
        for (Pattern pattern : patterns) {
            if (pattern.matcher(text).find()) {
                return true;
            }
        }
        return false;
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
                regex.append(optional ? "(?:" + alternatives + "\\s+)?" : alternatives);
            } else {
                regex.append(optional ? "(?:\\s+" + alternatives + ")?" : "\\s+" + alternatives);
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
