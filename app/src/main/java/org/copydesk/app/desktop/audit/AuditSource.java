package org.copydesk.app.desktop.audit;

import java.util.List;

import org.copydesk.app.workflow.decide.VerifiedDecision;

/** What the audit page reads: every stored decision, verified again now. */
@FunctionalInterface
public interface AuditSource {

    List<VerifiedDecision> verifyAll();
}
