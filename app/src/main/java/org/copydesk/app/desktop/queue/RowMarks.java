package org.copydesk.app.desktop.queue;

import java.util.List;
import java.util.Map;

/** Reads the check state and latest valid decision of a page of runs, off the FX thread. */
@FunctionalInterface
public interface RowMarks {

    Map<String, RowMark> marks(List<String> recordSha256s);
}
