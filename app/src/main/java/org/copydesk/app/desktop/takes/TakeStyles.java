package org.copydesk.app.desktop.takes;

/** Style classes of the take pages, defined in {@code copydesk.css} under "Analyst takes". */
public final class TakeStyles {

    /** The calculated forecast frame: visibly apart from the model-authored briefing. */
    public static final String FORECAST_FRAME = "forecast-frame";
    public static final String FORECAST_FRAME_LABEL = "forecast-frame-label";
    public static final String BRIEFING_SECTION = "briefing-section";
    public static final String SECTION_TEXT = "section-text";
    /** Words a failed screen named, marked where they stand in the section text. */
    public static final String SCREEN_MARK = "screen-mark";
    public static final String BINDING_BOUND = "binding-bound";
    public static final String BINDING_STALE = "binding-stale";
    public static final String BINDING_UNKNOWN = "binding-unknown";
    public static final String BLOCKER = "promote-blocker";
    public static final String GATE_PASSED = "gate-passed";
    public static final String GATE_FAILED = "gate-failed";

    private TakeStyles() {
    }
}
