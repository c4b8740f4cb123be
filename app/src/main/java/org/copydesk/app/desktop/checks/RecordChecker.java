package org.copydesk.app.desktop.checks;

import java.util.Optional;

import org.copydesk.app.workflow.check.RecordChecks;

/** The checks run on one stored record now; empty when no record is stored under the digest. */
@FunctionalInterface
public interface RecordChecker {

    Optional<RecordChecks> checkRun(String recordSha256);
}
