package org.copydesk.app.desktop.record;

/** Ids and style classes of the extraction and difference controls, kept beside them. */
public final class RecordIds {

    public static final String EXTRACT = "extract-from-original";
    public static final String EXTRACT_LINE = "extract-line";
    public static final String DIFFERENCE_SUMMARY = "difference-summary";
    public static final String ORIGINAL_TAB = "original-tab";

    public static final String DIFFERENCE_STYLE = "difference-summary";
    public static final String DIFFERENCE_MARK = "difference-mark";

    private RecordIds() {
    }

    /** {@code difference-b003}: the mark beside one block of a derived snapshot. */
    public static String differenceMark(String blockId) {
        return "difference-" + blockId;
    }

    /** Style class of a mark: {@code difference-changed}, {@code difference-only-upstream}, … */
    public static String differenceStyle(DifferenceMark mark) {
        return "difference-" + mark.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
