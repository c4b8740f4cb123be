package org.copydesk.app.desktop.evaluation;

/** Ids of the Evaluation view's controls, for keyboard handling and TestFX. */
public final class EvaluationIds {

    public static final String VIEW = "evaluation";
    public static final String MENU = "menu-evaluation";
    public static final String BACK = "evaluation-back";
    public static final String GROUP_BY = "evaluation-group-by";
    public static final String REFRESH = "evaluation-refresh";
    public static final String PROGRESS = "evaluation-progress";
    public static final String SUMMARY = "evaluation-summary";
    public static final String VALID_ONLY = "evaluation-valid-only";
    public static final String GROUPS = "evaluation-groups";
    public static final String FIELDS = "evaluation-fields";
    public static final String FIELDS_TITLE = "evaluation-fields-title";
    public static final String WEEKLY_CHART = "evaluation-weekly-chart";
    public static final String PROMPT_CHART = "evaluation-prompt-chart";

    private EvaluationIds() {
    }
}
