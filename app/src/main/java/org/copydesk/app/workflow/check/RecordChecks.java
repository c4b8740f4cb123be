package org.copydesk.app.workflow.check;

import org.copydesk.model.checks.CheckReport;

/** The check results of one record (CLI.md {@code check}). */
public record RecordChecks(String id, String kind, CheckReport report) {
}
