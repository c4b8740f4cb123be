package org.copydesk.app.desktop.decide;

import java.util.List;

import org.copydesk.app.workflow.decide.VerifiedDecision;

/** What a decision history reads: every decision on one record or document, each verified now. */
@FunctionalInterface
public interface SubjectHistory {

    List<VerifiedDecision> forSubject(String subjectSha256);
}
