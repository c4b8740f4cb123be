package org.copydesk.app.desktop.common;

/** Style-class names of {@code copydesk.css}; views use these constants, never string literals. */
public final class Styles {

    public static final String STYLESHEET = "/org/copydesk/app/desktop/copydesk.css";

    public static final String DESK = "desk";
    public static final String TOOLBAR = "desk-toolbar";
    public static final String FILTER_LABEL = "filter-label";
    public static final String QUEUE_TABLE = "queue-table";
    public static final String MUTED = "muted";
    public static final String SECTION_TITLE = "section-title";
    public static final String PANEL = "panel";

    public static final String RECORD_HEADER = "record-header";
    public static final String RECORD_TITLE = "record-title";
    public static final String DIGEST = "digest";
    public static final String STATUS_BADGE = "status-badge";
    public static final String STATUS_NEEDS_REVIEW = "status-needs-review";
    public static final String STATUS_BLOCKED = "status-blocked";
    public static final String PROVENANCE = "provenance";
    public static final String PROVENANCE_LABEL = "provenance-label";
    public static final String UPSTREAM = "upstream";
    public static final String NOTICE = "notice";
    public static final String CLAIM_LINE = "claim-line";
    public static final String CONFLICT_LINE = "conflict-line";

    public static final String BLOCK_CELL = "block-cell";
    public static final String BLOCK_ID = "block-id";
    public static final String BLOCK_DIGEST = "block-digest";
    public static final String BLOCK_TEXT = "block-text";
    public static final String BLOCK_HIGHLIGHTED = "block-highlighted";
    public static final String NUMERIC_MARK = "numeric-mark";

    public static final String CHIP = "chip";
    public static final String CHIP_BROKEN = "chip-broken";
    public static final String CLAIM_KIND = "claim-kind";
    public static final String DECISION_ALLOWED = "decision-allowed";
    public static final String DECISION_REJECTED = "decision-rejected";

    public static final String CHART_CURRENT = "chart-current";
    public static final String IMPORT_BAR = "import-bar";

    public static final String PAIR_PENDING = "pair-pending";
    public static final String PAIR_DECIDED = "pair-decided";
    public static final String DIFF_SAME = "diff-same";
    public static final String DIFF_DIFFERS = "diff-differs";
    public static final String DIFF_ONLY_ONE = "diff-only-one";
    public static final String DIFF_MARK = "diff-mark";
    public static final String QUESTION_DIFF = "question-diff";
    public static final String QUESTION_TEXT = "question-text";
    public static final String DIGEST_INLINE = "digest-inline";
    public static final String BANNER = "banner";
    public static final String BANNER_TITLE = "banner-title";
    public static final String DUPLICATE_LINE = "duplicate-line";
    public static final String SHEET_SCRIM = "sheet-scrim";
    public static final String SHEET = "decision-sheet";
    public static final String SHEET_LABEL = "sheet-label";
    public static final String SHEET_REFUSAL = "sheet-refusal";
    public static final String DECIDE_UNAVAILABLE = "decide-unavailable";
    public static final String BLOCKED_REASONS = "blocked-reasons";
    public static final String QUICK_PICK = "quick-pick";
    public static final String APPROVE_BUTTON = "approve-button";
    public static final String REJECT_BUTTON = "reject-button";

    public static final String CHECK_PASSED = "check-passed";
    public static final String CHECK_FAILED = "check-failed";
    public static final String CHECK_NOT_APPLICABLE = "check-not-applicable";
    public static final String CHECKS_CAVEAT = "checks-caveat";

    public static final String STATE_VALID = "state-valid";
    public static final String STATE_ALARM = "state-alarm";
    public static final String STATE_FADED = "state-faded";

    private Styles() {
    }
}
