package org.copydesk.app.workflow.log;

import java.util.List;
import java.util.Optional;

/** Whether a checkpoint kept elsewhere is a prefix of this store's log, with the RFC 6962 proof (hex) when it is. */
public record ConsistencyResult(boolean consistent, long oldSize, long newSize, List<String> path,
                                Optional<String> problem) {

    public ConsistencyResult {
        path = List.copyOf(path);
    }

    static ConsistencyResult refused(long oldSize, long newSize, String problem) {
        return new ConsistencyResult(false, oldSize, newSize, List.of(), Optional.of(problem));
    }
}
