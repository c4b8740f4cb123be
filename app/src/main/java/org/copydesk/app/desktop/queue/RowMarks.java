package org.copydesk.app.desktop.queue;

import java.util.List;
import java.util.Map;

/** Reads the check state and latest valid decision of a page of runs, off the FX thread. */
@FunctionalInterface
public interface RowMarks {

    Map<String, RowMark> marks(List<String> recordSha256s);

    /** The marks known without further work (a run never checked stays unchecked); by default the full marks. */
    default Map<String, RowMark> cached(List<String> recordSha256s) {
        return marks(recordSha256s);
    }

    /**
     * Checks every run whose cached state is missing or from other checks, so that the counts and
     * marks say what the checks say now; returns how many were checked. By default none need it.
     */
    default int checkStale() {
        return 0;
    }
}
