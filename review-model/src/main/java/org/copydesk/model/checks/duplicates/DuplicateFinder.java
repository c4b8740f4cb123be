package org.copydesk.model.checks.duplicates;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import org.copydesk.model.run.Task;

/**
 * Store-wide duplicate suggestions (CHECKS.md, Duplicates). Runs are grouped by key in hash
 * maps, so the work grows with the number of runs plus the pairs actually sharing a key,
 * never with every pair of runs in the store.
 */
public final class DuplicateFinder {

    private DuplicateFinder() {
    }

    public static List<DuplicateSuggestion> suggest(Collection<DuplicateKeys> runs) {
        Map<String, DuplicateKeys> byRecord = new TreeMap<>();
        for (DuplicateKeys keys : runs) {
            byRecord.putIfAbsent(keys.recordSha256(), keys);
        }
        Map<TaskDocument, Set<String>> byDocument = new LinkedHashMap<>();
        Map<SampleKey, Set<String>> bySample = new LinkedHashMap<>();
        for (DuplicateKeys keys : byRecord.values()) {
            for (String document : keys.documentSha256s()) {
                byDocument.computeIfAbsent(new TaskDocument(keys.task(), document), d -> new TreeSet<>())
                        .add(keys.recordSha256());
            }
            keys.sample().ifPresent(sample ->
                    bySample.computeIfAbsent(sample, s -> new TreeSet<>()).add(keys.recordSha256()));
        }
        List<DuplicateSuggestion> suggestions = new ArrayList<>(exactDocuments(byDocument));
        bySample.forEach((sample, records) -> forEachPair(records, (a, b) -> suggestions.add(new DuplicateSuggestion(
                DuplicateKind.PROBABLE_SAME_SAMPLE, List.of(a, b), SampleKey.FIELDS,
                "same sample: " + sample.describe(), false))));
        suggestions.sort(Comparator.comparing((DuplicateSuggestion s) -> s.kind())
                .thenComparing(s -> s.recordSha256s().get(0))
                .thenComparing(s -> s.recordSha256s().get(1)));
        return List.copyOf(suggestions);
    }

    /**
     * A document cited by runs of one task: a commentary run grounded on a poll's article is not
     * that poll's duplicate, so runs pair up only within their task.
     */
    private record TaskDocument(Task task, String document) {
    }

    /** One suggestion per pair of runs, however many documents they share. */
    private static List<DuplicateSuggestion> exactDocuments(Map<TaskDocument, Set<String>> byDocument) {
        Map<List<String>, Set<String>> shared = new LinkedHashMap<>();
        byDocument.forEach((key, records) -> forEachPair(records, (a, b) ->
                shared.computeIfAbsent(List.of(a, b), p -> new TreeSet<>()).add(key.document())));
        List<DuplicateSuggestion> out = new ArrayList<>();
        shared.forEach((pair, documents) -> out.add(new DuplicateSuggestion(DuplicateKind.EXACT_DOCUMENT, pair,
                List.of("document_sha256"), "both cite document " + String.join(", ", documents), false)));
        return out;
    }

    private interface PairConsumer {
        void accept(String first, String second);
    }

    private static void forEachPair(Set<String> sortedRecords, PairConsumer consumer) {
        List<String> records = List.copyOf(sortedRecords);
        for (int i = 0; i < records.size(); i++) {
            for (int j = i + 1; j < records.size(); j++) {
                consumer.accept(records.get(i), records.get(j));
            }
        }
    }
}
