package org.copydesk.model.checks.duplicates;

import java.util.List;

/**
 * A suggestion that two runs may be duplicates; a reviewer decides same_sample,
 * related_release or distinct. Nothing is ever merged automatically.
 *
 * @param recordSha256s the two runs' record digests, sorted (the decision subject's order)
 */
public record DuplicateSuggestion(DuplicateKind kind, List<String> recordSha256s, List<String> matchedFields,
                                  String detail, boolean automaticMerge) {

    public DuplicateSuggestion {
        recordSha256s = List.copyOf(recordSha256s);
        matchedFields = List.copyOf(matchedFields);
        if (recordSha256s.size() != 2 || recordSha256s.get(0).compareTo(recordSha256s.get(1)) >= 0) {
            throw new IllegalArgumentException("a suggestion names two distinct runs in sorted order");
        }
        if (automaticMerge) {
            throw new IllegalArgumentException("duplicates are never merged automatically");
        }
    }
}
