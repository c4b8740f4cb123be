package org.copydesk.model.checks.duplicates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import org.copydesk.model.checks.text.Folding;
import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;
import org.copydesk.model.json.SharedSpec;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.run.Task;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DuplicateFinderTest {

    private static final SampleKey HARBOR =
            new SampleKey("harbor research", "example news", "2026-10-01", "2026-10-05", "LV", "500");

    @Test
    void aCommentaryRunCitingAPollsArticleIsNotThatPollsDuplicate() throws IOException {
        List<DuplicateKeys> keys = new ArrayList<>();
        try (Stream<Path> files = Files.list(SharedSpec.vectors().resolve("bundle/runs"))) {
            for (Path file : files.sorted().toList()) {
                ShadowRun run = ((Decoded.Run) Documents.decode(Files.readAllBytes(file))).run();
                keys.add(DuplicateKeys.of(run));
            }
        }
        assertEquals(List.of(), DuplicateFinder.suggest(keys));
    }

    @Test
    void twoRunsOfOneTaskCitingOneDocumentAreSuggestedOnceForSameDocument() {
        List<DuplicateSuggestion> suggestions = DuplicateFinder.suggest(List.of(
                new DuplicateKeys("bb", Task.POLL, Set.of("doc-1", "doc-2"), Optional.empty()),
                new DuplicateKeys("aa", Task.POLL, Set.of("doc-2", "doc-1"), Optional.empty()),
                new DuplicateKeys("cc", Task.COMMENTARY, Set.of("doc-1"), Optional.empty())));
        assertEquals(1, suggestions.size(), suggestions.toString());
        DuplicateSuggestion only = suggestions.get(0);
        assertEquals(DuplicateKind.EXACT_DOCUMENT, only.kind());
        assertEquals(List.of("aa", "bb"), only.recordSha256s());
        assertEquals(List.of("document_sha256"), only.matchedFields());
        assertFalse(only.automaticMerge());
    }

    @Test
    void vectorPollHasASampleKeyFoldedForComparison() throws IOException {
        ShadowRun poll = ((Decoded.Run) Documents.decode(Files.readAllBytes(SharedSpec.vectors()
                .resolve("bundle/runs/f5197fc2656047b932614b878e82b6a261c94f0f0ba057ec4831acea73ec5296.json")))).run();
        assertEquals(Optional.of(HARBOR), DuplicateKeys.of(poll).sample());
    }

    @Test
    void twoPollsOfOneSampleFromDifferentArticlesAreSuggestedOnce() {
        List<DuplicateSuggestion> suggestions = DuplicateFinder.suggest(List.of(
                new DuplicateKeys("bb", Task.POLL, Set.of("doc-2"), Optional.of(HARBOR)),
                new DuplicateKeys("aa", Task.POLL, Set.of("doc-1"), Optional.of(HARBOR)),
                new DuplicateKeys("cc", Task.POLL, Set.of("doc-3"), Optional.empty())));
        assertEquals(1, suggestions.size());
        assertEquals(DuplicateKind.PROBABLE_SAME_SAMPLE, suggestions.get(0).kind());
        assertEquals(List.of("aa", "bb"), suggestions.get(0).recordSha256s());
        assertEquals(SampleKey.FIELDS, suggestions.get(0).matchedFields());
    }

    @ParameterizedTest(name = "{0} differs: no suggestion")
    @CsvSource(delimiter = '|', textBlock = """
            pollster    | Harbor Polling | Example News | 2026-10-01 | 2026-10-05 | LV | 500
            sponsor     | Harbor Research | Other News  | 2026-10-01 | 2026-10-05 | LV | 500
            field_start | Harbor Research | Example News | 2026-09-30 | 2026-10-05 | LV | 500
            field_end   | Harbor Research | Example News | 2026-10-01 | 2026-10-06 | LV | 500
            population  | Harbor Research | Example News | 2026-10-01 | 2026-10-05 | RV | 500
            sample_size | Harbor Research | Example News | 2026-10-01 | 2026-10-05 | LV | 501
            """)
    void anyDifferingSampleFieldMeansNoSuggestion(String field, String pollster, String sponsor, String start,
                                                  String end, String population, String size) {
        SampleKey other = new SampleKey(Folding.key(pollster), Folding.key(sponsor), start, end, population, size);
        List<DuplicateSuggestion> suggestions = DuplicateFinder.suggest(List.of(
                new DuplicateKeys("aa", Task.POLL, Set.of("doc-1"), Optional.of(HARBOR)),
                new DuplicateKeys("bb", Task.POLL, Set.of("doc-2"), Optional.of(other))));
        assertEquals(List.of(), suggestions);
    }

    @Test
    void runsSharingSeveralDocumentsGetOneExactDocumentSuggestionPerPair() {
        List<DuplicateSuggestion> suggestions = DuplicateFinder.suggest(List.of(
                new DuplicateKeys("aa", Task.POLL, Set.of("doc-1", "doc-2"), Optional.empty()),
                new DuplicateKeys("bb", Task.POLL, Set.of("doc-1", "doc-2"), Optional.empty()),
                new DuplicateKeys("cc", Task.POLL, Set.of("doc-2"), Optional.empty()),
                new DuplicateKeys("aa", Task.POLL, Set.of("doc-1", "doc-2"), Optional.empty())));
        assertEquals(List.of(List.of("aa", "bb"), List.of("aa", "cc"), List.of("bb", "cc")),
                suggestions.stream().map(DuplicateSuggestion::recordSha256s).toList());
        assertEquals("both cite document doc-1, doc-2", suggestions.get(0).detail());
    }

    @Test
    void aSuggestionCanNeverMergeAutomatically() {
        assertThrows(IllegalArgumentException.class, () -> new DuplicateSuggestion(DuplicateKind.EXACT_DOCUMENT,
                List.of("aa", "bb"), List.of("document_sha256"), "x", true));
    }

    @Test
    void groupsTenThousandRunsWithoutComparingEveryPair() {
        List<DuplicateKeys> keys = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) {
            keys.add(new DuplicateKeys(String.format("%06d", i), Task.POLL, Set.of("doc-" + (i / 2)), Optional.empty()));
        }
        assertEquals(5_000, DuplicateFinder.suggest(keys).size());
    }
}
