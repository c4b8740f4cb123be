package org.copydesk.model.checks;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.copydesk.model.checks.text.ExactText;

/**
 * {@code take.candidates}: every forecast candidate is named exactly, and no name appears
 * reordered ("Whitfield Dana", "Whitfield, Dana") or misspelled ("Whitfeld", "WHITFIELD").
 *
 * <p>Misspellings are judged per name part: a word differing only in case, or, for parts of
 * five letters or more, a capitalized word within one edit (two from eight letters) of the
 * part. Short parts get no fuzzy match because "Ode" is one edit from "One" and "Odd".
 */
final class CandidateNames {

    private static final Pattern WORD = Pattern.compile("\\p{L}+");
    private static final int FUZZY_MIN_LENGTH = 5;
    private static final int TWO_EDITS_MIN_LENGTH = 8;

    private CandidateNames() {
    }

    static List<String> problems(String briefing, List<String> candidates) {
        List<String> problems = new ArrayList<>();
        Set<String> knownParts = new LinkedHashSet<>();
        for (String name : candidates) {
            knownParts.addAll(List.of(name.trim().split("\\s+")));
        }
        for (String name : candidates) {
            String trimmed = name.trim();
            if (!appears(briefing, trimmed)) {
                problems.add("candidate \"" + trimmed + "\" does not appear exactly in the briefing");
            }
            reordered(briefing, trimmed).forEach(found ->
                    problems.add("\"" + found + "\" is a reordered form of \"" + trimmed + "\""));
        }
        Set<String> reported = new LinkedHashSet<>();
        Matcher word = WORD.matcher(briefing);
        while (word.find()) {
            String token = word.group();
            if (knownParts.contains(token)) {
                continue;
            }
            for (String part : knownParts) {
                if (isMisspelling(token, part) && reported.add(token)) {
                    problems.add("\"" + token + "\" at " + word.start() + " looks like a misspelling of \"" + part + "\"");
                }
            }
        }
        return problems;
    }

    private static boolean appears(String briefing, String name) {
        return ExactText.find(briefing, name).isPresent();
    }

    private static List<String> reordered(String briefing, String name) {
        String[] parts = name.split("\\s+");
        List<String> found = new ArrayList<>();
        if (parts.length < 2 || parts.length > 4) {
            return found;
        }
        for (List<String> order : permutations(List.of(parts))) {
            if (order.equals(List.of(parts))) {
                continue;
            }
            StringBuilder regex = new StringBuilder("(?<![\\p{L}\\p{N}])");
            for (int i = 0; i < order.size(); i++) {
                regex.append(i == 0 ? "" : "[,\\s]+").append(Pattern.quote(order.get(i)));
            }
            regex.append("(?![\\p{L}\\p{N}])");
            Matcher matcher = Pattern.compile(regex.toString(), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE)
                    .matcher(briefing);
            while (matcher.find()) {
                found.add(matcher.group());
            }
        }
        return found;
    }

    private static List<List<String>> permutations(List<String> items) {
        if (items.size() <= 1) {
            return List.of(items);
        }
        List<List<String>> out = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            List<String> rest = new ArrayList<>(items);
            String head = rest.remove(i);
            for (List<String> tail : permutations(rest)) {
                List<String> order = new ArrayList<>();
                order.add(head);
                order.addAll(tail);
                out.add(order);
            }
        }
        return out;
    }

    static boolean isMisspelling(String token, String part) {
        if (token.equals(part)) {
            return false;
        }
        if (token.equalsIgnoreCase(part)) {
            return true;
        }
        if (part.length() < FUZZY_MIN_LENGTH || !Character.isUpperCase(token.codePointAt(0))) {
            return false;
        }
        int allowed = part.length() >= TWO_EDITS_MIN_LENGTH ? 2 : 1;
        return Math.abs(token.length() - part.length()) <= allowed && editDistance(token, part) <= allowed;
    }

    /** Optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps. */
    static int editDistance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
