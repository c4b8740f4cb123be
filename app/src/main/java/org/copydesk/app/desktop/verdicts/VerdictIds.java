package org.copydesk.app.desktop.verdicts;

/** Ids of the verdict controls and the Evaluation figures they feed, for keyboard handling and TestFX. */
public final class VerdictIds {

    public static final String TALLY = "verdict-tally";
    public static final String NOTICE = "verdict-notice";
    public static final String KEYS_HINT = "verdict-keys";
    public static final String EDITOR = "correction-editor";
    public static final String EDITOR_HEADING = "correction-heading";
    public static final String EDITOR_VALUE = "correction-value";
    public static final String EDITOR_EVIDENCE = "correction-evidence";
    public static final String EDITOR_PROBLEM = "correction-problem";
    public static final String SHEET_VERDICTS = "sheet-verdicts";
    public static final String SHEET_CORRECTIONS = "sheet-corrections";

    private VerdictIds() {
    }

    /** The verdict cell of one value, {@code verdict-fields-sample_size}: stable per path, safe in a CSS selector. */
    public static String verdict(String path) {
        return "verdict-" + path.replaceAll("[^A-Za-z0-9_-]", "-");
    }
}
