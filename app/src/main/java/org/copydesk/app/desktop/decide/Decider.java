package org.copydesk.app.desktop.decide;

import org.copydesk.app.workflow.decide.DecideRequest;
import org.copydesk.app.workflow.decide.DecisionWorkflow;

/** Signs and stores a decision ({@code DecisionWorkflow::decide}); refuses with a one-line reason. */
@FunctionalInterface
public interface Decider {

    DecisionWorkflow.Signed decide(DecideRequest request);
}
