package org.copydesk.store;

import java.util.List;

/** The last check results of one run, kept for the queue (derived: rebuilt by rerunning the checks). */
public record CheckState(String recordSha256, String engine, String resultsSha256, List<String> failed,
                         String checkedAt) {
}
