package org.copydesk.model.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.stream.Collectors;

import org.copydesk.model.digest.Digests;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Rows are written {@code =} same, {@code ~} different, {@code <} upstream only,
 * {@code >} extracted only; block texts are single letters.
 */
class SnapshotComparisonTest {

    @ParameterizedTest(name = "[{0}] vs [{1}] gives {2}")
    @CsvSource(delimiter = '|', textBlock = """
            a b c   | a b c   | = = =
            a b c   | a x c   | = ~ =
            a b c   | a c     | = < =
            a c     | a b c   | = > =
            a b c d | a c d b | = < = = >
            ''      | a b     | > >
            a b     | ''      | < <
            ''      | ''      | ''
            a b c   | x y     | ~ ~ <
            a b a   | a a     | = < =
            a b c   | c b a   | < < = > >
            """)
    void linesBlocksUpByTextDigestInReadingOrder(String upstream, String extracted, String expected) {
        SnapshotComparison comparison = SnapshotComparison.of(blocks("u", upstream), blocks("e", extracted));
        assertEquals(expected, symbols(comparison));
    }

    @Test
    void matchesByTextNotByBlockIdOrStatedDigest() {
        Block upstream = new Block("b001", "Harbor poll", "not-the-digest", OptionalInt.empty());
        Block extracted = new Block("b007", "Harbor poll", Digests.block("Harbor poll"), OptionalInt.of(2));

        SnapshotComparison comparison = SnapshotComparison.of(List.of(upstream), List.of(extracted));

        assertTrue(comparison.identical());
        assertEquals("b007", comparison.rows().get(0).extracted().orElseThrow().blockId());
    }

    @Test
    void countsEachKindOfRow() {
        SnapshotComparison comparison = SnapshotComparison.of(blocks("u", "a b c"), blocks("e", "a x c d"));
        assertEquals(2, comparison.count(BlockMatch.SAME));
        assertEquals(1, comparison.count(BlockMatch.DIFFERENT));
        assertEquals(1, comparison.count(BlockMatch.EXTRACTED_ONLY));
        assertEquals(0, comparison.count(BlockMatch.UPSTREAM_ONLY));
        assertFalse(comparison.identical());
    }

    @Test
    void aMiddleTooLargeForTheExactTableStillMatchesInOrder() {
        int size = 2_100;
        List<String> left = new ArrayList<>();
        List<String> right = new ArrayList<>();
        left.add("head-left");
        right.add("head-right");
        for (int i = 0; i < size; i++) {
            left.add("t" + i);
            right.add(i % 2 == 0 ? "t" + i : "other" + i);
        }
        List<int[]> matches = BlockAlignment.matches(left, right);
        assertTrue((long) size * size > BlockAlignment.MAX_TABLE_CELLS);
        assertEquals(size / 2, matches.size());
        for (int k = 1; k < matches.size(); k++) {
            assertTrue(matches.get(k)[0] > matches.get(k - 1)[0] && matches.get(k)[1] > matches.get(k - 1)[1]);
        }
    }

    private static List<Block> blocks(String prefix, String texts) {
        List<Block> blocks = new ArrayList<>();
        for (String text : texts.isBlank() ? new String[0] : texts.trim().split("\\s+")) {
            blocks.add(new Block(prefix + blocks.size(), text, Digests.block(text), OptionalInt.empty()));
        }
        return blocks;
    }

    private static String symbols(SnapshotComparison comparison) {
        return comparison.rows().stream().map(row -> switch (row.match()) {
            case SAME -> "=";
            case DIFFERENT -> "~";
            case UPSTREAM_ONLY -> "<";
            case EXTRACTED_ONLY -> ">";
        }).collect(Collectors.joining(" "));
    }

}
