package org.copydesk.app.workflow.metrics;

/**
 * Prompt injection against the reviewer's judgement (docs/decisions/0051-evaluation-figures.md). A run is
 * <em>flagged</em> when upstream blocked it for injection or copydesk's {@code safety.injection}
 * failed at decision time; a flag is <em>confirmed</em> when the reviewer rejected the run and
 * <em>dismissed</em> when they approved it. A confirmed injection was <em>caught</em> when upstream
 * blocked it before any model saw it, and <em>escaped</em> when upstream let it through.
 */
public record InjectionCounts(int flagged, int caughtUpstream, int escaped, int dismissed) {

    public int confirmed() {
        return caughtUpstream + escaped;
    }

    /** Of the injections the reviewer confirmed, the share upstream blocked before the model. */
    public Ratio catchRate() {
        return new Ratio(caughtUpstream, confirmed());
    }
}
