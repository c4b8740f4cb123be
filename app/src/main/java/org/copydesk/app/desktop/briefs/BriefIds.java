package org.copydesk.app.desktop.briefs;

/** Ids and style classes of the brief list and the brief view. */
public final class BriefIds {

    public static final String MENU_BRIEFS = "menu-briefs";
    public static final String BRIEFS = "briefs";
    public static final String BRIEFS_TABLE = "briefs-table";
    public static final String BRIEFS_SUMMARY = "briefs-summary";
    public static final String BRIEFS_BACK = "briefs-back";

    public static final String BRIEF = "brief";
    public static final String BRIEF_BACK = "brief-back";
    public static final String BRIEF_TITLE = "brief-title";
    public static final String BRIEF_DIGEST = "brief-digest";
    public static final String BRIEF_COPY_DIGEST = "brief-copy-digest";
    public static final String BRIEF_QUESTION = "brief-question";
    public static final String BRIEF_CLAIMS = "brief-claims";
    public static final String BRIEF_SUPPORTS = "brief-supports";
    public static final String BRIEF_DOES_NOT_PROVE = "brief-does-not-prove";
    public static final String BRIEF_CHECKS_SUMMARY = "brief-checks-summary";
    public static final String BRIEF_CHECKS_TABLE = "brief-checks-table";
    public static final String BRIEF_HISTORY_TABLE = "brief-history-table";
    public static final String BRIEF_APPROVE = "brief-approve";
    public static final String BRIEF_REJECT = "brief-reject";

    public static final String QUOTE_STYLE = "brief-quote";
    public static final String QUOTE_BROKEN_STYLE = "brief-quote-broken";
    public static final String CLAIM_STYLE = "brief-claim";
    public static final String STATEMENT_STYLE = "brief-statement";
    public static final String LIST_STYLE = "brief-list";
    public static final String CONFIDENCE_STYLE = "brief-confidence";

    private BriefIds() {
    }

    /** {@code quote-k1-0}: the highlighted quote of a claim's first citation. */
    public static String quote(String claimId, int index) {
        return "quote-" + claimId + "-" + index;
    }

    /** {@code citation-k1-0}: the line that says where the quote sits, or why it is broken. */
    public static String citation(String claimId, int index) {
        return "citation-" + claimId + "-" + index;
    }
}
