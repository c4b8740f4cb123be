package org.copydesk.app.workflow;

import java.util.List;

/**
 * What an import does with the runs it newly stored: checks them before it reports, so that
 * every count and row mark says what the checks say from the first look (checks run at import).
 */
@FunctionalInterface
public interface StoredRunChecks {

    StoredRunChecks NONE = ids -> { };

    void check(List<String> recordSha256s);
}
