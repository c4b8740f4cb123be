package org.copydesk.store.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.Block;
import org.copydesk.model.snapshot.SourceSnapshot;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.CheckState;
import org.copydesk.store.DecisionMark;
import org.copydesk.store.FilterColumn;
import org.copydesk.store.QueueIndex;
import org.copydesk.store.QueueKey;
import org.copydesk.store.RecordColumns;
import org.copydesk.store.RecordFilter;
import org.copydesk.store.RunCounts;
import org.junit.jupiter.api.Test;

public abstract class QueueIndexContract extends StoreContract {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-10-20T08:00:00Z"), ZoneOffset.UTC);


    private EvidenceStore vectorStore() throws IOException {
        EvidenceStore store = stores().open("store", CLOCK);
        TestVectors.importRuns(store);
        return store;
    }

    @Test
    void filtersCountsAndFullTextSearchNarrowTheQueue() throws IOException {
        try (EvidenceStore store = vectorStore()) {
            QueueIndex queue = store.queue();
            assertEquals(2, queue.count(RecordFilter.all().withTask("poll")));
            assertEquals(1, queue.count(RecordFilter.all().withStatus("blocked")));
            assertEquals(2, queue.facet(FilterColumn.TASK, RecordFilter.all()).get("poll"));
            List<RecordColumns> harbor = queue.page(RecordFilter.all().withText("Harbor Research"), 0, 50);
            assertEquals(2, harbor.size(), "the poll and the commentary run cite the Harbor Research article");
            assertEquals(0, queue.count(RecordFilter.all().withText("no such phrase anywhere")));
            assertEquals(1, queue.count(RecordFilter.all().withText("weekly poll roundup")));
            assertEquals(0, queue.count(RecordFilter.all().withText("\"unbalanced quote AND (")));
        }
    }

    /**
     * Each pair of neighbouring blocks in a vector run gives the phrase of the first block's last
     * word and the next block's first word; where no block holds that phrase itself, it finds no
     * run, though each word alone finds the run (SQLite's FTS5 rows are per block; the server's
     * search rows leave a gap between blocks).
     */
    @Test
    void aPhraseSpanningTwoBlocksOfARunFindsNoRun() throws IOException {
        Set<String> phrasesInBlocks = new HashSet<>();
        Set<String> spanning = new TreeSet<>();
        for (Path file : TestVectors.runFiles()) {
            ShadowRun run = TestVectors.run(Files.readAllBytes(file));
            List<String> previous = List.of();
            for (SourceSnapshot source : run.sources()) {
                for (Block block : source.blocks()) {
                    List<String> words = words(block.text());
                    if (words.isEmpty()) {
                        continue;
                    }
                    for (int i = 0; i + 1 < words.size(); i++) {
                        phrasesInBlocks.add(words.get(i) + " " + words.get(i + 1));
                    }
                    if (!previous.isEmpty()) {
                        spanning.add(previous.get(previous.size() - 1) + " " + words.get(0));
                    }
                    previous = words;
                }
            }
        }
        spanning.removeAll(phrasesInBlocks);
        assertTrue(!spanning.isEmpty(), "the vectors hold no run with two blocks");
        try (EvidenceStore store = vectorStore()) {
            QueueIndex queue = store.queue();
            for (String phrase : spanning) {
                for (String word : phrase.split(" ")) {
                    assertTrue(queue.count(RecordFilter.all().withText(word)) > 0, word);
                }
                RecordFilter filter = RecordFilter.all().withText(phrase);
                assertEquals(0, queue.count(filter), phrase);
                assertEquals(List.of(), queue.page(filter, 0, 50), phrase);
                assertEquals(0, queue.counts(filter).count(), phrase);
            }
        }
    }

    /** Words as both stores' text filters read them: letters and digits, case folded. */
    private static List<String> words(String text) {
        return Arrays.stream(text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+"))
                .filter(word -> !word.isEmpty()).toList();
    }

    @Test
    void countsAgreeWithCountAndEachFacet() throws IOException {
        try (EvidenceStore store = vectorStore()) {
            QueueIndex queue = store.queue();
            for (RecordFilter filter : List.of(RecordFilter.all(), RecordFilter.all().withTask("poll"),
                    RecordFilter.all().withText("Harbor Research"))) {
                RunCounts counts = queue.counts(filter);
                assertEquals(queue.count(filter), counts.count());
                for (FilterColumn column : List.of(FilterColumn.KIND, FilterColumn.TASK, FilterColumn.STATUS,
                        FilterColumn.RACE)) {
                    assertEquals(queue.facet(column, filter), counts.of(column).orElseThrow(), column.name());
                }
            }
        }
    }

    @Test
    void anotherKindChosenMatchesNoRun() throws IOException {
        try (EvidenceStore store = vectorStore()) {
            RecordFilter takes = RecordFilter.all().withKind("analyst_take");
            assertEquals(0, store.queue().count(takes));
            assertEquals(Map.of(), store.queue().facet(FilterColumn.KIND, takes));
            assertEquals(Map.of(RecordFilter.KIND_SHADOW_RUN, 5), store.queue().facet(FilterColumn.KIND,
                    RecordFilter.all().withKind(RecordFilter.KIND_SHADOW_RUN)));
        }
    }

    @Test
    void checkAndDecisionFacetsCountRunsWithoutACachedStateAsUncheckedAndUndecided() throws IOException {
        try (EvidenceStore store = vectorStore()) {
            List<String> ids = store.runs().allIds();
            store.checkStates().putAll(List.of(
                    new CheckState(ids.get(0), "engine-1", "a".repeat(64), List.of(), "2026-10-20T08:00:00Z"),
                    new CheckState(ids.get(1), "engine-1", "b".repeat(64), List.of("poll.totals"), "2026-10-20T08:00:00Z")));
            store.decisionStates().replaceAll("basis-1", List.of(
                    new DecisionMark(ids.get(0), "approve", "c".repeat(64), "ed-1", "2026-10-20T08:00:00Z")));

            assertEquals(Map.of("passed", 1, "failed", 1, "unchecked", 3),
                    store.queue().facet(FilterColumn.CHECKS, RecordFilter.all()));
            assertEquals(Map.of("approve", 1, "undecided", 4),
                    store.queue().facet(FilterColumn.DECISION, RecordFilter.all()));
            assertEquals(List.of(ids.get(1)), store.queue().page(RecordFilter.all().withChecks("failed"), 0, 10)
                    .stream().map(RecordColumns::recordSha256).toList());
            assertEquals(4, store.queue().count(RecordFilter.all().withDecision(RecordFilter.UNDECIDED)));
        }
    }

    @Test
    void theStaleRunsAreThoseWithNoStateOrAnotherEnginesInQueueOrder() throws IOException {
        try (EvidenceStore store = vectorStore()) {
            List<String> ids = store.runs().allIds();
            assertEquals(ids, store.checkStates().staleRuns("engine-2"), "nothing checked yet");
            store.checkStates().putAll(List.of(
                    new CheckState(ids.get(0), "engine-2", "a".repeat(64), List.of(), "2026-10-20T08:00:00Z"),
                    new CheckState(ids.get(2), "engine-1", "b".repeat(64), List.of("poll.totals"), "2026-10-20T08:00:00Z"),
                    new CheckState(ids.get(4), "engine-2", "c".repeat(64), List.of("poll.totals"), "2026-10-20T08:00:00Z")));
            assertEquals(List.of(ids.get(1), ids.get(2), ids.get(3)), store.checkStates().staleRuns("engine-2"));
            assertEquals(List.of(ids.get(0), ids.get(1), ids.get(3), ids.get(4)),
                    store.checkStates().staleRuns("engine-1"));
        }
    }

    @Test
    void keysetPagesAreTheOffsetPagesAtEverySizeAndFilter() throws IOException {
        try (EvidenceStore store = vectorStore()) {
            QueueIndex queue = store.queue();
            for (RecordFilter filter : List.of(RecordFilter.all(), RecordFilter.all().withTask("poll"),
                    RecordFilter.all().withText("Harbor Research"), RecordFilter.all().withStatus("blocked"),
                    RecordFilter.all().withText("no such phrase anywhere"))) {
                int count = queue.count(filter);
                for (int size = 1; size <= count + 1; size++) {
                    Optional<QueueKey> after = Optional.empty();
                    for (int offset = 0; offset <= count; offset += size) {
                        List<RecordColumns> keyset = queue.pageAfter(filter, after, size);
                        assertEquals(queue.page(filter, offset, size), keyset, filter + " size " + size + " at " + offset);
                        assertEquals(offset == 0 ? Optional.empty() : queue.keyAt(filter, offset - 1), after);
                        if (!keyset.isEmpty()) {
                            after = Optional.of(QueueKey.of(keyset.get(keyset.size() - 1)));
                        }
                    }
                }
                assertEquals(Optional.empty(), queue.keyAt(filter, count));
            }
        }
    }

    @Test
    void pagesThroughTheQueueInAStableOrder() throws IOException {
        try (EvidenceStore store = vectorStore()) {
            List<RecordColumns> first = store.queue().page(RecordFilter.all(), 0, 3);
            List<RecordColumns> rest = store.queue().page(RecordFilter.all(), 3, 3);
            assertEquals(3, first.size());
            assertEquals(2, rest.size());
            assertEquals(store.runs().allIds(),
                    Stream.concat(first.stream(), rest.stream()).map(RecordColumns::recordSha256).toList());
        }
    }

    @Test
    void aConflictIsCachedWithEachStandingDecisionAndFiltersAsOneDecision() throws IOException {
        try (EvidenceStore store = vectorStore()) {
            List<String> ids = store.runs().allIds();
            DecisionMark ed = new DecisionMark(ids.get(0), "approve", "d".repeat(64), "ed.ramos", "2026-10-20T09:12:00Z");
            DecisionMark kim = new DecisionMark(ids.get(0), "reject", "e".repeat(64), "kim.lee", "2026-10-20T09:13:00Z");
            DecisionMark conflict = new DecisionMark(ids.get(0), DecisionMark.CONFLICT, kim.decisionSha256(),
                    "kim.lee", kim.decidedAt(), List.of(kim, ed));
            DecisionMark settled = new DecisionMark(ids.get(1), "approve", "f".repeat(64), "ed.ramos",
                    "2026-10-20T08:00:00Z");
            store.decisionStates().replaceAll("basis-1", List.of(conflict, settled));

            Map<String, DecisionMark> found = store.decisionStates().findAll(List.of(ids.get(0), ids.get(1)));
            assertEquals(new DecisionMark(ids.get(0), DecisionMark.CONFLICT, kim.decisionSha256(), "kim.lee",
                    kim.decidedAt(), List.of(ed, kim)), found.get(ids.get(0)));
            assertEquals(settled, found.get(ids.get(1)));
            assertEquals(Map.of("conflict", 1, "approve", 1, "undecided", 3),
                    store.queue().facet(FilterColumn.DECISION, RecordFilter.all()));
            assertEquals(1, store.queue().count(RecordFilter.all().withDecision(DecisionMark.CONFLICT)));

            store.decisionStates().replaceAll("basis-2", List.of(settled));
            assertEquals(Map.of(), store.decisionStates().findAll(List.of(ids.get(0))));
        }
    }

    @Test
    void notClaimedByOthersLeavesOutRunsAnotherReviewerIsReviewingNow() throws IOException {
        try (EvidenceStore store = vectorStore()) {
            List<String> ids = store.runs().allIds();
            Instant now = CLOCK.instant();
            store.claims().claim(ids.get(0), "kim.lee", "SHA256:kim", now, java.time.Duration.ofMinutes(5));
            store.claims().claim(ids.get(1), "ed.ramos", "SHA256:ed", now, java.time.Duration.ofMinutes(5));
            store.claims().claim(ids.get(2), "kim.lee", "SHA256:kim", now.minusSeconds(600),
                    java.time.Duration.ofMinutes(5));

            RecordFilter forEd = RecordFilter.all().withUnclaimedBy("ed.ramos");
            assertEquals(4, store.queue().count(forEd));
            assertEquals(List.of(ids.get(1), ids.get(2), ids.get(3), ids.get(4)), store.queue().page(forEd, 0, 10)
                    .stream().map(RecordColumns::recordSha256).toList());
            assertEquals(3, store.queue().count(RecordFilter.all().withUnclaimedBy("")));
            assertEquals(Map.of(RecordFilter.KIND_SHADOW_RUN, 4), store.queue().facet(FilterColumn.KIND, forEd));
        }
    }
}
