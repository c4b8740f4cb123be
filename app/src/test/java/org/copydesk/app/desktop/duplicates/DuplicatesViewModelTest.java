package org.copydesk.app.desktop.duplicates;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;

import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.desktop.queue.FilterOption;
import org.copydesk.model.checks.duplicates.DuplicateKind;
import org.copydesk.model.checks.duplicates.DuplicateSuggestion;
import org.copydesk.model.run.ShadowRun;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The list of suggestions without a toolkit: order, filters and their counts, and nothing hidden by a decision. */
class DuplicatesViewModelTest {

    private final DuplicatesViewModel viewModel = new DuplicatesViewModel(new PairSource() {
        @Override
        public List<PairEntry> pairs() {
            return List.of(entry(DuplicateKind.PROBABLE_SAME_SAMPLE, "a", "b", Optional.of("distinct")),
                    entry(DuplicateKind.PROBABLE_SAME_SAMPLE, "c", "d", Optional.empty()),
                    entry(DuplicateKind.EXACT_DOCUMENT, "e", "f", Optional.of("same_sample")),
                    entry(DuplicateKind.EXACT_DOCUMENT, "a", "c", Optional.empty()));
        }

        @Override
        public Optional<ShadowRun> run(String recordSha256) {
            return Optional.empty();
        }
    }, new SameThreadTaskRunner(), new RecordingDialogs());

    @BeforeEach
    void setUp() {
        viewModel.refresh();
    }

    @Test
    void pendingPairsComeFirstAndDecidedPairsStayListed() {
        assertEquals(List.of("pending", "pending", "same_sample", "distinct"),
                viewModel.rows().stream().map(PairEntry::decisionState).toList());
        assertEquals("4 of 4 suggestions · 2 pending", viewModel.summaryProperty().get());
    }

    @Test
    void aPairDecidedDistinctIsListedUnderItsDecisionNotAsPending() {
        viewModel.filterState(Optional.of("pending"));
        assertEquals(List.of(true, true), viewModel.rows().stream().map(PairEntry::isPending).toList());
        viewModel.filterState(Optional.of("distinct"));
        assertEquals(List.of(List.of(digest("a"), digest("b"))), viewModel.rows().stream().map(PairEntry::pair).toList());
    }

    @Test
    void eachFiltersCountsIgnoreItsOwnChoice() {
        viewModel.filterKind(Optional.of("exact_document"));
        assertEquals(List.of("All  4", "exact document  2", "probable same sample  2"),
                viewModel.kindOptions().stream().map(FilterOption::display).toList());
        assertEquals(List.of("All  2", "pending  1", "same sample  1", "related release  0", "distinct  0"),
                viewModel.stateOptions().stream().map(FilterOption::display).toList());
    }

    private static PairEntry entry(DuplicateKind kind, String a, String b, Optional<String> decision) {
        DuplicateSuggestion suggestion = new DuplicateSuggestion(kind, List.of(digest(a), digest(b)), List.of("x"),
                "detail", false);
        return new PairEntry(suggestion, new PairSide(digest(a), a, ""), new PairSide(digest(b), b, ""), decision);
    }

    private static String digest(String letter) {
        return letter.repeat(64);
    }
}
