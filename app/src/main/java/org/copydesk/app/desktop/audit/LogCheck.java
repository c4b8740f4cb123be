package org.copydesk.app.desktop.audit;

import org.copydesk.app.workflow.log.LogReport;

/** The decision log checked now, against this desk's witness. */
@FunctionalInterface
public interface LogCheck {

    LogReport report();
}
