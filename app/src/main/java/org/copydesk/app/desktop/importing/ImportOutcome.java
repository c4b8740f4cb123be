package org.copydesk.app.desktop.importing;

import java.util.ArrayList;
import java.util.List;

import org.copydesk.app.workflow.ImportSummary;

/** An import's end in words: a headline, what was kept, and whether it deserves a warning. */
public final class ImportOutcome {

    private static final int NAMED_SKIPS = 3;

    private ImportOutcome() {
    }

    public static String headline(ImportSummary summary) {
        if (summary.cancelled()) {
            return "Import cancelled";
        }
        if (summary.nothingImportable()) {
            return "Nothing importable";
        }
        return summary.rejected().isEmpty() ? "Import finished" : "Import finished with refused files";
    }

    /** Cancelled, nothing importable, or a file refused: the user has something to look at. */
    public static boolean warns(ImportSummary summary) {
        return summary.cancelled() || summary.nothingImportable() || !summary.rejected().isEmpty();
    }

    /** The counts, and for a cancelled or empty import what happened in a sentence. */
    public static String text(ImportSummary summary) {
        String counts = summary.imported() + " imported · " + summary.unchanged() + " unchanged (already in the store) · "
                + summary.rejected().size() + " refused";
        if (summary.cancelled()) {
            long notRead = Math.max(0, summary.filesTotal() - summary.filesRead());
            return "Cancelled after " + summary.filesRead() + " of " + files(summary.filesTotal()) + ". What was read "
                    + "before you cancelled is kept: " + counts + ". The " + files(notRead) + " not yet read "
                    + (notRead == 1 ? "was" : "were") + " not imported; importing the same paths again finishes the "
                    + "job (what is kept counts as unchanged).";
        }
        if (summary.nothingImportable()) {
            return "Nothing was imported: no run, take, brief or release document was found. " + held(summary) + ".";
        }
        return counts;
    }

    /** "The bundle held 2 raw source files, 1 skipped file (README.md) and 3 refused files". */
    static String held(ImportSummary summary) {
        List<String> parts = new ArrayList<>();
        if (summary.rawFiles() > 0) {
            parts.add(files(summary.rawFiles()).replace("file", "raw source file")
                    + " (stored; they show only beside a run that cites them)");
        }
        if (!summary.skipped().isEmpty()) {
            parts.add(files(summary.skipped().size()).replace("file", "skipped file") + " (" + names(summary.skipped())
                    + ")");
        }
        if (!summary.rejected().isEmpty()) {
            parts.add(files(summary.rejected().size()).replace("file", "refused file") + " (listed below)");
        }
        if (parts.isEmpty()) {
            return "What you chose held no files at all";
        }
        String joined = parts.size() == 1 ? parts.get(0)
                : String.join(", ", parts.subList(0, parts.size() - 1)) + " and " + parts.get(parts.size() - 1);
        return "What you chose held " + joined;
    }

    private static String names(List<String> paths) {
        List<String> names = paths.stream().limit(NAMED_SKIPS)
                .map(p -> p.substring(Math.max(p.lastIndexOf('/'), p.lastIndexOf('!')) + 1)).toList();
        return String.join(", ", names) + (paths.size() > NAMED_SKIPS ? ", …" : "");
    }

    private static String files(long n) {
        return n + (n == 1 ? " file" : " files");
    }
}
