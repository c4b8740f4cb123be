package org.copydesk.importers.bundle;

/** Receives a bundle's files one at a time, so that a large bundle is never held in memory whole. */
public interface BundleVisitor {

    /** Called once before the files, with how many there are (for a progress bar). */
    default void total(int files) {
    }

    void entry(BundleEntry entry);

    void refused(Refusal refusal);

    /** A file a bundle may carry that is not imported (a README, a dotfile), named for the import's summary. */
    default void skipped(String displayPath) {
    }

    /** Asked between files; returning true stops the walk. */
    default boolean cancelled() {
        return false;
    }
}
