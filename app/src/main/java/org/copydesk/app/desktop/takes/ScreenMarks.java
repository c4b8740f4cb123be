package org.copydesk.app.desktop.takes;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.copydesk.model.checks.CheckResult;

/**
 * Where in a section's text the failed {@code take.*} screens found their words. The checks name
 * each hit in their detail ({@code what_to_watch says "guaranteed" at 41}, CHECKS.md); a hit is
 * marked only where the text really holds those words, so a detail that does not match the
 * text marks nothing rather than the wrong characters.
 */
final class ScreenMarks {

    private static final String SECTIONS = "(race_state|reviewed_context|candidate_needs|what_to_watch)";
    private static final Pattern AT = Pattern.compile(SECTIONS + " (?:says|holds) \"(.*?)\" at (\\d+)");
    private static final Pattern DIGIT = Pattern.compile(SECTIONS + " holds a digit at (\\d+)");
    private static final Pattern OPPOSITE = Pattern.compile("(reviewed_context) states the opposite direction \"(.*?)\"");
    // take.candidates names a wrong form by its words only; its offsets are into the joined briefing.
    private static final Pattern NAME_FORM = Pattern.compile(
            "\"([^\"]+)\" (?:is a reordered form of|at \\d+ looks like a misspelling of)");

    private ScreenMarks() {
    }

    static List<TextMark> find(String section, String text, List<CheckResult> results) {
        List<TextMark> marks = new ArrayList<>();
        for (CheckResult result : results) {
            if (result.failed()) {
                marks.addAll(find(section, text, result.checkId(), result.detail()));
            }
        }
        return marks;
    }

    private static List<TextMark> find(String section, String text, String checkId, String detail) {
        List<TextMark> marks = new ArrayList<>();
        Matcher at = AT.matcher(detail);
        while (at.find()) {
            if (at.group(1).equals(section)) {
                place(text, at.group(2), Integer.parseInt(at.group(3)), checkId).ifPresent(marks::add);
            }
        }
        Matcher digit = DIGIT.matcher(detail);
        while (digit.find()) {
            int start = Integer.parseInt(digit.group(2));
            if (digit.group(1).equals(section) && start < text.length() && Character.isDigit(text.charAt(start))) {
                int end = start;
                while (end < text.length() && Character.isDigit(text.charAt(end))) {
                    end++;
                }
                marks.add(new TextMark(start, end, checkId));
            }
        }
        Matcher opposite = OPPOSITE.matcher(detail);
        while (opposite.find()) {
            if (opposite.group(1).equals(section)) {
                place(text, opposite.group(2), -1, checkId).ifPresent(marks::add);
            }
        }
        Matcher nameForm = NAME_FORM.matcher(detail);
        while (nameForm.find()) {
            place(text, nameForm.group(1), -1, checkId).ifPresent(marks::add);
        }
        return marks;
    }

    /** At {@code offset} when the text holds the words there, else their first occurrence, else nowhere. */
    private static Optional<TextMark> place(String text, String words, int offset, String checkId) {
        if (words.isEmpty()) {
            return Optional.empty();
        }
        int start = offset >= 0 && text.startsWith(words, offset) ? offset : text.indexOf(words);
        return start < 0 ? Optional.empty()
                : Optional.of(new TextMark(start, start + words.length(), checkId));
    }
}
