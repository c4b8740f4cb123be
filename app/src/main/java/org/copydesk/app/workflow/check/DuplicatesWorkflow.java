package org.copydesk.app.workflow.check;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.copydesk.model.checks.duplicates.DuplicateKind;
import org.copydesk.model.checks.duplicates.DuplicateSuggestion;
import org.copydesk.model.checks.duplicates.SampleKey;
import org.copydesk.store.EvidenceStore;

/**
 * Store-wide duplicate suggestions (CHECKS.md, Duplicates), from the store's grouping queries:
 * never all pairs, never merged, never hidden.
 */
public final class DuplicatesWorkflow {

    private final EvidenceStore store;

    public DuplicatesWorkflow(EvidenceStore store) {
        this.store = store;
    }

    public List<DuplicateSuggestion> suggestions() {
        return suggestions(store.duplicates().sharedDocuments(), store.duplicates().sharedSamples());
    }

    /**
     * Suggestions naming one record, from the groups that hold it: opening a record never asks
     * for every group in the store.
     */
    public List<DuplicateSuggestion> forRecord(String recordSha256) {
        return suggestions(store.duplicates().sharedDocumentsOf(recordSha256),
                store.duplicates().sharedSamplesOf(recordSha256))
                .stream().filter(s -> s.recordSha256s().contains(recordSha256)).toList();
    }

    private List<DuplicateSuggestion> suggestions(Map<String, List<String>> sharedDocuments,
                                                  Map<String, List<String>> sharedSamples) {
        Set<String> members = new HashSet<>();
        sharedDocuments.values().forEach(members::addAll);
        Map<String, String> tasks = store.runs().tasks(members);
        List<DuplicateSuggestion> out = new ArrayList<>();
        for (Map.Entry<String, List<String>> group : sharedDocuments.entrySet()) {
            for (List<String> pair : pairs(group.getValue())) {
                // A commentary run citing a poll's article is not its duplicate: only runs of one task pair up.
                if (tasks.getOrDefault(pair.get(0), "").equals(tasks.getOrDefault(pair.get(1), ""))) {
                    out.add(new DuplicateSuggestion(DuplicateKind.EXACT_DOCUMENT, pair, List.of("document_sha256"),
                            "both cite document " + group.getKey().substring(0, 12) + "…", false));
                }
            }
        }
        for (Map.Entry<String, List<String>> group : sharedSamples.entrySet()) {
            for (List<String> pair : pairs(group.getValue())) {
                out.add(new DuplicateSuggestion(DuplicateKind.PROBABLE_SAME_SAMPLE, pair, SampleKey.FIELDS,
                        "same pollster, sponsor, field dates, population and sample size", false));
            }
        }
        return out;
    }

    private static List<List<String>> pairs(List<String> members) {
        List<String> sorted = new ArrayList<>(members);
        sorted.sort(null);
        List<List<String>> pairs = new ArrayList<>();
        for (int i = 0; i < sorted.size(); i++) {
            for (int j = i + 1; j < sorted.size(); j++) {
                pairs.add(List.of(sorted.get(i), sorted.get(j)));
            }
        }
        return pairs;
    }

}
