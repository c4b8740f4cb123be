package org.copydesk.app.desktop.takes;

/** Node ids of the takes list, the take view and the owner's release sheet, for keyboard handling and TestFX. */
public final class TakeIds {

    public static final String MENU_TAKES = "menu-takes";

    public static final String TAKES = "takes";
    public static final String TAKES_BACK = "takes-back";
    public static final String TAKES_TABLE = "takes-table";
    public static final String TAKES_COUNT = "takes-count";
    public static final String RELEASE_LINE = "release-line";
    public static final String CHOOSE_RELEASE = "choose-release";

    public static final String TAKE = "take";
    public static final String TAKE_BACK = "take-back";
    public static final String TAKE_TITLE = "take-title";
    public static final String TAKE_STATUS = "take-status";
    public static final String TAKE_STANDING = "take-standing";
    public static final String TAKE_BINDING = "take-binding";
    public static final String TAKE_DIGEST = "take-digest";
    public static final String TAKE_COPY_DIGEST = "take-copy-digest";
    public static final String TAKE_FORECAST_DIGESTS = "take-forecast-digests";
    public static final String TAKE_RELEASE = "take-release";
    public static final String FORECAST_FRAME = "forecast-frame";
    public static final String FORECAST_FRAME_LABEL = "forecast-frame-label";
    public static final String THESIS = "take-thesis";
    public static final String CANDIDATE_PATHS = "candidate-paths";
    public static final String SCREEN_NOTICE = "screen-notice";
    public static final String SCREENS_SUMMARY = "screens-summary";
    public static final String SCREENS_TABLE = "screens-table";
    public static final String AUTHORIZE = "take-authorize";
    public static final String FALLBACK = "take-fallback";
    public static final String PROMOTE_BLOCKER = "promote-blocker";
    public static final String OUTCOME = "release-outcome";
    public static final String OUTCOME_GATE = "release-outcome-gate";

    public static final String OWNER_SHEET = "owner-sheet";
    public static final String OWNER_HEADING = "owner-heading";
    public static final String OWNER_DIGEST = "owner-digest";
    public static final String OWNER_SCREENS = "owner-screens";
    public static final String OWNER_ACCEPT_RISK = "owner-accept-risk";
    public static final String OWNER_RATIONALE = "owner-rationale";
    public static final String OWNER_ROLE = "owner-role";
    public static final String OWNER_REFUSAL = "owner-refusal";
    public static final String OWNER_CONFIRM = "owner-confirm";
    public static final String OWNER_CANCEL = "owner-cancel";

    private TakeIds() {
    }

    /** A briefing section's box: {@code section-race_state}. */
    public static String section(String name) {
        return "section-" + name;
    }

    /** A section's text (a TextFlow whose marked words carry {@link TakeStyles#SCREEN_MARK}). */
    public static String sectionText(String name) {
        return "section-text-" + name;
    }

    /** An evidence chip inside a section: {@code evidence-what_to_watch-poll-harbor-1009}. */
    public static String evidence(String section, String evidenceId) {
        return "evidence-" + section + "-" + evidenceId;
    }
}
