package org.copydesk.app.desktop.duplicates;

import java.util.List;

/** Both sides' question texts in full, word by word, with the words outside their longest common subsequence marked. */
public record QuestionDiff(List<DiffWord> left, List<DiffWord> right) {

    public QuestionDiff {
        left = List.copyOf(left);
        right = List.copyOf(right);
    }

    public boolean identical() {
        return left.stream().noneMatch(DiffWord::changed) && right.stream().noneMatch(DiffWord::changed);
    }
}
