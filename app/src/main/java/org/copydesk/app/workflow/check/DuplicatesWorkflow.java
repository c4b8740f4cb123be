package org.copydesk.app.workflow.check;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;

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
        List<DuplicateSuggestion> out = new ArrayList<>();
        suggestions(out::add);
        return out;
    }

    /**
     * The suggestions of {@link #suggestions()}, in the same order, each handed to {@code sink} as its pair is
     * made and kept by nobody here: a group of runs makes pairs by the square of its size, and a store of
     * 100,000 runs makes about 900,000 of them. Only the groups' members are held, not their pairs.
     */
    public void suggestions(Consumer<DuplicateSuggestion> sink) {
        suggestions(store.duplicates()::sharedDocuments, store.duplicates()::sharedSamples, sink);
    }

    /**
     * Suggestions naming one record, from the groups that hold it: opening a record never asks
     * for every group in the store.
     */
    public List<DuplicateSuggestion> forRecord(String recordSha256) {
        List<DuplicateSuggestion> out = new ArrayList<>();
        suggestions(() -> store.duplicates().sharedDocumentsOf(recordSha256),
                () -> store.duplicates().sharedSamplesOf(recordSha256), suggestion -> {
                    if (suggestion.recordSha256s().contains(recordSha256)) {
                        out.add(suggestion);
                    }
                });
        return out;
    }

    /** The shared samples are read once the shared documents' pairs are made, so the two are never held at once. */
    private void suggestions(Supplier<Map<String, List<String>>> sharedDocuments,
                             Supplier<Map<String, List<String>>> sharedSamples, Consumer<DuplicateSuggestion> sink) {
        sameDocument(sharedDocuments.get(), sink);
        for (Map.Entry<String, List<String>> group : sharedSamples.get().entrySet()) {
            pairs(group.getValue(), pair -> sink.accept(new DuplicateSuggestion(DuplicateKind.PROBABLE_SAME_SAMPLE, pair,
                    SampleKey.FIELDS, "same pollster, sponsor, field dates, population and sample size", false)));
        }
    }

    private void sameDocument(Map<String, List<String>> groups, Consumer<DuplicateSuggestion> sink) {
        Map<String, String> tasks = tasksOf(groups);
        for (Map.Entry<String, List<String>> group : groups.entrySet()) {
            String detail = "both cite document " + group.getKey().substring(0, 12) + "…";
            pairs(group.getValue(), pair -> {
                // A commentary run citing a poll's article is not its duplicate: only runs of one task pair up.
                if (tasks.getOrDefault(pair.get(0), "").equals(tasks.getOrDefault(pair.get(1), ""))) {
                    sink.accept(new DuplicateSuggestion(DuplicateKind.EXACT_DOCUMENT, pair, List.of("document_sha256"),
                            detail, false));
                }
            });
        }
    }

    private Map<String, String> tasksOf(Map<String, List<String>> groups) {
        Set<String> members = new HashSet<>();
        groups.values().forEach(members::addAll);
        return store.runs().tasks(members);
    }

    /** Every pair of {@code members}, each in digest order, in order. */
    private static void pairs(List<String> members, Consumer<List<String>> each) {
        List<String> sorted = new ArrayList<>(members);
        sorted.sort(null);
        for (int i = 0; i < sorted.size(); i++) {
            for (int j = i + 1; j < sorted.size(); j++) {
                each.accept(List.of(sorted.get(i), sorted.get(j)));
            }
        }
    }
}
