package org.copydesk.app.workflow.log;

import java.util.List;
import java.util.Optional;

import org.copydesk.model.log.SignedCheckpoint;

/**
 * What verifying the decision log found: its size and root, the latest signed checkpoint, and
 * every way the history is not intact (empty when it is).
 */
public record LogReport(long size, String rootSha256, Optional<SignedCheckpoint> latest, List<String> problems) {

    public LogReport {
        problems = List.copyOf(problems);
    }

    public boolean intact() {
        return problems.isEmpty();
    }
}
