package org.copydesk.model.snapshot;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.copydesk.model.digest.Digests;

/**
 * Lines two block sequences up by text digest: the longest common subsequence gives the
 * {@code SAME} rows; between two such rows, leftover blocks are paired in order as
 * {@code DIFFERENT} and the surplus of the longer side is one-sided.
 */
final class BlockAlignment {

    /**
     * Past this many table cells (after trimming the common head and tail) an exact LCS would
     * cost too much memory for a hostile 500-page PDF, so matching turns greedy: each upstream
     * block takes the next extracted block with its digest.
     */
    static final long MAX_TABLE_CELLS = 4_000_000L;

    private BlockAlignment() {
    }

    static List<BlockRow> align(List<Block> upstream, List<Block> extracted) {
        List<String> left = digests(upstream);
        List<String> right = digests(extracted);
        List<int[]> matches = matches(left, right);
        List<BlockRow> rows = new ArrayList<>();
        int i = 0;
        int j = 0;
        for (int[] match : matches) {
            gap(upstream, i, match[0], extracted, j, match[1], rows);
            rows.add(new BlockRow(BlockMatch.SAME, Optional.of(upstream.get(match[0])),
                    Optional.of(extracted.get(match[1]))));
            i = match[0] + 1;
            j = match[1] + 1;
        }
        gap(upstream, i, upstream.size(), extracted, j, extracted.size(), rows);
        return rows;
    }

    private static void gap(List<Block> upstream, int fromU, int toU, List<Block> extracted, int fromE, int toE,
            List<BlockRow> rows) {
        int paired = Math.min(toU - fromU, toE - fromE);
        for (int k = 0; k < paired; k++) {
            rows.add(new BlockRow(BlockMatch.DIFFERENT, Optional.of(upstream.get(fromU + k)),
                    Optional.of(extracted.get(fromE + k))));
        }
        for (int k = fromU + paired; k < toU; k++) {
            rows.add(new BlockRow(BlockMatch.UPSTREAM_ONLY, Optional.of(upstream.get(k)), Optional.empty()));
        }
        for (int k = fromE + paired; k < toE; k++) {
            rows.add(new BlockRow(BlockMatch.EXTRACTED_ONLY, Optional.empty(), Optional.of(extracted.get(k))));
        }
    }

    /** Index pairs of equal digests, increasing on both sides. */
    static List<int[]> matches(List<String> left, List<String> right) {
        int head = 0;
        while (head < left.size() && head < right.size() && left.get(head).equals(right.get(head))) {
            head++;
        }
        int tail = 0;
        while (tail < left.size() - head && tail < right.size() - head
                && left.get(left.size() - 1 - tail).equals(right.get(right.size() - 1 - tail))) {
            tail++;
        }
        List<int[]> matches = new ArrayList<>();
        for (int k = 0; k < head; k++) {
            matches.add(new int[] {k, k});
        }
        List<String> midLeft = left.subList(head, left.size() - tail);
        List<String> midRight = right.subList(head, right.size() - tail);
        List<int[]> middle = (long) midLeft.size() * midRight.size() <= MAX_TABLE_CELLS
                ? lcs(midLeft, midRight) : greedy(midLeft, midRight);
        for (int[] m : middle) {
            matches.add(new int[] {m[0] + head, m[1] + head});
        }
        for (int k = tail; k > 0; k--) {
            matches.add(new int[] {left.size() - k, right.size() - k});
        }
        return matches;
    }

    private static List<int[]> lcs(List<String> a, List<String> b) {
        int n = a.size();
        int m = b.size();
        // suffix lengths, so the walk below runs forward and prefers the earliest match
        int[][] length = new int[n + 1][m + 1];
        for (int i = n - 1; i >= 0; i--) {
            for (int j = m - 1; j >= 0; j--) {
                length[i][j] = a.get(i).equals(b.get(j))
                        ? length[i + 1][j + 1] + 1
                        : Math.max(length[i + 1][j], length[i][j + 1]);
            }
        }
        List<int[]> out = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < n && j < m) {
            if (a.get(i).equals(b.get(j))) {
                out.add(new int[] {i++, j++});
            } else if (length[i + 1][j] >= length[i][j + 1]) {
                i++;
            } else {
                j++;
            }
        }
        return out;
    }

    private static List<int[]> greedy(List<String> a, List<String> b) {
        Map<String, List<Integer>> positions = new HashMap<>();
        for (int j = 0; j < b.size(); j++) {
            positions.computeIfAbsent(b.get(j), key -> new ArrayList<>()).add(j);
        }
        List<int[]> out = new ArrayList<>();
        int next = 0;
        for (int i = 0; i < a.size(); i++) {
            List<Integer> candidates = positions.getOrDefault(a.get(i), List.of());
            int at = Collections.binarySearch(candidates, next);
            int index = at >= 0 ? at : -at - 1;
            if (index < candidates.size()) {
                out.add(new int[] {i, candidates.get(index)});
                next = candidates.get(index) + 1;
            }
        }
        return out;
    }

    private static List<String> digests(List<Block> blocks) {
        return blocks.stream().map(block -> Digests.block(block.text())).toList();
    }
}
