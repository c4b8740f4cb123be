package org.copydesk.app.desktop.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.OptionalInt;

import org.copydesk.model.digest.Digests;
import org.copydesk.model.snapshot.Block;
import org.copydesk.model.snapshot.SnapshotComparison;
import org.junit.jupiter.api.Test;

class DifferenceMarksTest {

    private static Block block(String id, String text) {
        return new Block(id, text, Digests.block(text), OptionalInt.empty());
    }

    private static final List<Block> UPSTREAM = List.of(block("b001", "Alpha."), block("b002", "Bravo, said upstream."),
            block("b003", "Charlie."), block("b004", "Delta."), block("b005", "Lost by the extraction."),
            block("b006", "Echo."));
    private static final List<Block> EXTRACTED = List.of(block("b001", "Alpha."), block("b002", "Bravo."),
            block("b003", "Charlie."), block("b004", "Delta."), block("b005", "Echo."), block("b006", "Footer."));

    @Test
    void eachBlockOfTheDerivedViewIsMarkedInReadingOrder() {
        List<MarkedBlock> marked = DifferenceMarks.of(SnapshotComparison.of(UPSTREAM, EXTRACTED));
        assertEquals(List.of(DifferenceMark.SAME, DifferenceMark.CHANGED, DifferenceMark.SAME, DifferenceMark.SAME,
                DifferenceMark.ONLY_UPSTREAM, DifferenceMark.SAME, DifferenceMark.ONLY_EXTRACTED),
                marked.stream().map(MarkedBlock::mark).toList());
        // A changed row shows the extracted text; a lost block shows upstream's, where it stood.
        assertEquals("Bravo.", marked.get(1).block().text());
        assertEquals("Lost by the extraction.", marked.get(4).block().text());
        assertEquals("Footer.", marked.get(6).block().text());
    }

    @Test
    void theSummaryCountsEveryKindOfRow() {
        assertEquals("4 same · 1 changed · 1 only upstream · 1 only extracted",
                DifferenceMarks.summary(SnapshotComparison.of(UPSTREAM, EXTRACTED)));
    }

    @Test
    void identicalSnapshotsAreAllSame() {
        assertEquals("6 same · 0 changed · 0 only upstream · 0 only extracted",
                DifferenceMarks.summary(SnapshotComparison.of(UPSTREAM, UPSTREAM)));
    }
}
