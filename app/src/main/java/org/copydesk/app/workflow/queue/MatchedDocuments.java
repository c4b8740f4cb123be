package org.copydesk.app.workflow.queue;

import java.util.List;

/**
 * The takes and briefs a queue filter matches, which lead its rows, and the whole reading of
 * takes and briefs they were picked from (the counts are made from it next); and where the
 * question's run pages read so far end, so the next ones are read by key.
 */
public record MatchedDocuments(List<DocumentLine> lines, DocumentSelection selection, RunCursors runPages) {

    public MatchedDocuments(List<DocumentLine> lines, DocumentSelection selection) {
        this(lines, selection, new RunCursors());
    }
}
