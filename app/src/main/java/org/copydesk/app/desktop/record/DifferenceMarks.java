package org.copydesk.app.desktop.record;

import java.util.ArrayList;
import java.util.List;

import org.copydesk.model.snapshot.BlockMatch;
import org.copydesk.model.snapshot.BlockRow;
import org.copydesk.model.snapshot.SnapshotComparison;

/** Turns a snapshot comparison into the derived view's marked blocks and its summary line. */
public final class DifferenceMarks {

    public static final String CITATIONS_NOTE = "Citations still resolve against the run's upstream snapshot.";

    private DifferenceMarks() {
    }

    /**
     * The extracted blocks in reading order, each marked; a block only upstream holds is listed
     * where it stood, so nothing the extraction dropped goes unseen.
     */
    public static List<MarkedBlock> of(SnapshotComparison comparison) {
        List<MarkedBlock> marked = new ArrayList<>();
        for (BlockRow row : comparison.rows()) {
            switch (row.match()) {
                case SAME:
                    marked.add(new MarkedBlock(row.extracted().orElseThrow(), DifferenceMark.SAME));
                    break;
                case DIFFERENT:
                    marked.add(new MarkedBlock(row.extracted().orElseThrow(), DifferenceMark.CHANGED));
                    break;
                case UPSTREAM_ONLY:
                    marked.add(new MarkedBlock(row.upstream().orElseThrow(), DifferenceMark.ONLY_UPSTREAM));
                    break;
                default:
                    marked.add(new MarkedBlock(row.extracted().orElseThrow(), DifferenceMark.ONLY_EXTRACTED));
                    break;
            }
        }
        return marked;
    }

    /** "5 same · 1 changed · 1 only upstream · 0 only extracted". */
    public static String summary(SnapshotComparison comparison) {
        return comparison.count(BlockMatch.SAME) + " same · "
                + comparison.count(BlockMatch.DIFFERENT) + " changed · "
                + comparison.count(BlockMatch.UPSTREAM_ONLY) + " only upstream · "
                + comparison.count(BlockMatch.EXTRACTED_ONLY) + " only extracted";
    }
}
