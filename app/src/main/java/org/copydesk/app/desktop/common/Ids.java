package org.copydesk.app.desktop.common;

/** Node ids that keyboard handling and TestFX look up ({@code #queue-table}); one place so they never drift. */
public final class Ids {

    public static final String MENU_BAR = "menu-bar";
    public static final String MENU_IMPORT_FILES = "menu-import-files";
    public static final String MENU_IMPORT_FOLDER = "menu-import-folder";
    public static final String MENU_QUIT = "menu-quit";
    public static final String LIVE_LINE = "live-line";
    public static final String STATUS_BAR = "status-bar";

    public static final String QUEUE = "queue";
    public static final String QUEUE_TABLE = "queue-table";
    public static final String QUEUE_SEARCH = "queue-search";
    public static final String QUEUE_COUNT = "queue-count";
    public static final String DECIDE_UNAVAILABLE = "decide-unavailable";
    public static final String BLOCKED_REASONS = "blocked-reasons";
    public static final String QUEUE_CHECKS_NOTE = "queue-checks-note";
    public static final String QUEUE_PLACEHOLDER = "queue-placeholder";
    public static final String TASK_FILTER = "task-filter";
    public static final String STATUS_FILTER = "status-filter";
    public static final String RACE_FILTER = "race-filter";

    public static final String RECORD = "record";
    public static final String RECORD_BACK = "record-back";
    public static final String RECORD_TITLE = "record-title";
    public static final String RECORD_DIGEST = "record-digest";
    public static final String RECORD_COPY_DIGEST = "record-copy-digest";
    public static final String RECORD_STATUS = "record-status";
    public static final String RECORD_NOTICE = "record-notice";
    /** Who else is reviewing the open record, or that this desk holds its claim. */
    public static final String RECORD_CLAIM = "record-claim";
    /** The open record's standing decisions when they disagree. */
    public static final String RECORD_CONFLICT = "record-conflict";
    public static final String CONFIRM_OK = "confirm-ok";
    public static final String CONFIRM_CANCEL = "confirm-cancel";
    /** The queue's "not claimed by others" filter. */
    public static final String QUEUE_UNCLAIMED = "queue-unclaimed";
    public static final String SOURCE_SELECTOR = "source-selector";
    public static final String SOURCE_BLOCKS = "source-blocks";
    public static final String FIELDS_TABLE = "fields-table";
    public static final String RESULTS_TABLE = "results-table";
    public static final String CLAIMS_LIST = "claims-list";
    public static final String EVENT_PANEL = "event-panel";
    public static final String CANDIDATES_TABLE = "candidates-table";
    public static final String FINDINGS_LIST = "findings-list";
    public static final String UPSTREAM_PANE = "upstream-pane";
    public static final String POLL_CHART = "poll-chart";

    public static final String MENU_QUEUE = "menu-queue";
    public static final String MENU_DUPLICATES = "menu-duplicates";
    public static final String RECORD_DUPLICATES = "record-duplicates";

    public static final String DUPLICATES = "duplicates";
    public static final String DUPLICATES_BACK = "duplicates-back";
    public static final String DUPLICATES_COUNT = "duplicates-count";
    public static final String DUPLICATES_TABLE = "duplicates-table";
    public static final String DUPLICATE_KIND_FILTER = "duplicate-kind-filter";
    public static final String DUPLICATE_STATE_FILTER = "duplicate-state-filter";

    public static final String COMPARISON = "comparison";
    public static final String COMPARE_BACK = "compare-back";
    public static final String COMPARE_HEADING = "compare-heading";
    public static final String COMPARE_RULE = "compare-rule";
    public static final String COMPARE_DECISION = "compare-decision";
    public static final String COMPARE_LEFT_TITLE = "compare-left-title";
    public static final String COMPARE_RIGHT_TITLE = "compare-right-title";
    public static final String COMPARE_OPEN_LEFT = "compare-open-left";
    public static final String COMPARE_OPEN_RIGHT = "compare-open-right";
    public static final String COMPARE_BANNER = "compare-banner";
    public static final String COMPARE_FIELDS = "compare-fields";
    public static final String COMPARE_RESULTS = "compare-results";
    public static final String QUESTION_LEFT = "question-left";
    public static final String QUESTION_RIGHT = "question-right";
    public static final String EVIDENCE_LEFT = "evidence-left";
    public static final String EVIDENCE_RIGHT = "evidence-right";
    public static final String DECIDE_SAME_SAMPLE = "decide-same-sample";
    public static final String DECIDE_RELATED_RELEASE = "decide-related-release";
    public static final String DECIDE_DISTINCT = "decide-distinct";
    public static final String MENU_UNLOCK = "menu-unlock";
    public static final String MENU_AGENT = "menu-agent";
    public static final String MENU_LOCK = "menu-lock";
    public static final String MENU_AUDIT = "menu-audit";

    public static final String DECISION_SHEET = "decision-sheet";
    public static final String DECISION_SHEET_CARD = "decision-sheet-card";
    public static final String SHEET_HEADING = "sheet-heading";
    public static final String SHEET_DIGEST = "sheet-digest";
    public static final String SHEET_CHECKS = "sheet-checks";
    public static final String SHEET_ROLE = "sheet-role";
    public static final String SHEET_RATIONALE = "sheet-rationale";
    public static final String SHEET_QUICK_PICKS = "sheet-quick-picks";
    public static final String SHEET_REFUSAL = "sheet-refusal";
    public static final String SHEET_CONFIRM = "sheet-confirm";
    public static final String SHEET_CANCEL = "sheet-cancel";

    public static final String RECORD_APPROVE = "record-approve";
    public static final String RECORD_REJECT = "record-reject";
    public static final String CHECKS_TABLE = "checks-table";
    public static final String CHECKS_SUMMARY = "checks-summary";
    public static final String CHECKS_RERUN = "checks-rerun";
    public static final String HISTORY_TABLE = "history-table";
    public static final String RECORD_TABS = "record-tabs";

    public static final String AUDIT = "audit";
    public static final String AUDIT_TABLE = "audit-table";
    public static final String AUDIT_STATE_FILTER = "audit-state-filter";
    public static final String AUDIT_REVIEWER_FILTER = "audit-reviewer-filter";
    public static final String AUDIT_COUNT = "audit-count";
    public static final String AUDIT_LOG = "audit-log";
    public static final String CHECK_FILTER = "check-filter";
    public static final String KIND_FILTER = "kind-filter";
    public static final String DECISION_FILTER = "decision-filter";

    public static final String IMPORT_BAR = "import-bar";
    public static final String IMPORT_PROGRESS = "import-progress";
    public static final String SEED_BAR = "seed-bar";
    public static final String SEED_PROGRESS = "seed-progress";
    public static final String IMPORT_MESSAGE = "import-message";
    public static final String IMPORT_CANCEL = "import-cancel";

    private Ids() {
    }

    /** A chip's id: {@code chip-b003}, stable per block so tests and keyboard users can find it. */
    public static String chip(String blockId) {
        return "chip-" + blockId;
    }

    public static String block(String blockId) {
        return "block-" + blockId;
    }
}
