package org.copydesk.app.desktop.record;

import java.util.List;

/** The duplicate suggestions naming a record, one line each with the pair's decision. Called off the FX thread. */
@FunctionalInterface
public interface DuplicateLines {

    DuplicateLines NONE = recordSha256 -> List.of();

    List<String> forRecord(String recordSha256);
}
