package org.copydesk.app.workflow.decide;

import java.util.Optional;

import org.copydesk.model.checks.CheckReport;

/** What the deterministic checks say about a decision's subject at the moment of deciding. */
@FunctionalInterface
public interface SubjectChecks {

    /** Empty for subjects no check applies to (a revoke). */
    Optional<CheckReport> reportFor(ResolvedSubject subject);
}
