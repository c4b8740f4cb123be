package org.copydesk.app.workflow;

/** The kinds under which non-run documents are stored, and by which the CLI names records. */
public final class DocumentKinds {

    public static final String SHADOW_RUN = "shadow_run";
    public static final String ANALYST_TAKE = "analyst_take";
    public static final String RESEARCH_BRIEF = "research_brief";
    public static final String RACE_REGISTRY = "race_registry";
    public static final String FORECAST_ARTIFACT = "forecast_artifact";
    public static final String SOURCE_SNAPSHOT = "source_snapshot";

    private DocumentKinds() {
    }
}
