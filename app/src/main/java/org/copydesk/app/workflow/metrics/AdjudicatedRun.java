package org.copydesk.app.workflow.metrics;

/** One run of the evaluation set: the run as upstream produced it and the human decision on it. */
public record AdjudicatedRun(RunFacts run, Adjudication adjudication) {
}
