package org.copydesk.app.desktop.duplicates;

import java.util.List;

/**
 * Two records side by side: poll fields and results aligned with their differences, the
 * question texts diffed, and, for identical documents, where each copy came from.
 */
public record PairComparison(List<ComparedField> fields, List<ComparedResult> results, QuestionDiff question,
                             boolean identicalDocuments, List<SourceLine> leftSources, List<SourceLine> rightSources) {

    public PairComparison {
        fields = List.copyOf(fields);
        results = List.copyOf(results);
        leftSources = List.copyOf(leftSources);
        rightSources = List.copyOf(rightSources);
    }
}
