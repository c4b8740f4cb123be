package org.copydesk.app.desktop.duplicates;

import java.util.ArrayList;
import java.util.List;

/**
 * A word-level diff by longest common subsequence. Question texts are a sentence or two, so
 * the quadratic table is small; words compare exactly, because "likely" and "registered" are
 * the whole difference between two voter screens.
 */
final class WordDiff {

    private WordDiff() {
    }

    static QuestionDiff of(String left, String right) {
        List<String> a = words(left);
        List<String> b = words(right);
        int[][] lcs = new int[a.size() + 1][b.size() + 1];
        for (int i = a.size() - 1; i >= 0; i--) {
            for (int j = b.size() - 1; j >= 0; j--) {
                lcs[i][j] = a.get(i).equals(b.get(j)) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
            }
        }
        List<DiffWord> leftWords = new ArrayList<>();
        List<DiffWord> rightWords = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < a.size() || j < b.size()) {
            if (i < a.size() && j < b.size() && a.get(i).equals(b.get(j))) {
                leftWords.add(new DiffWord(a.get(i++), false));
                rightWords.add(new DiffWord(b.get(j++), false));
            } else if (j < b.size() && (i == a.size() || lcs[i][j + 1] >= lcs[i + 1][j])) {
                rightWords.add(new DiffWord(b.get(j++), true));
            } else {
                leftWords.add(new DiffWord(a.get(i++), true));
            }
        }
        return new QuestionDiff(leftWords, rightWords);
    }

    private static List<String> words(String text) {
        String trimmed = text.strip();
        return trimmed.isEmpty() ? List.of() : List.of(trimmed.split("\\s+"));
    }
}
