package org.copydesk.app.workflow.queue;

import java.util.List;

/**
 * The takes and briefs a queue filter matches, which lead its rows, and the whole reading of
 * takes and briefs they were picked from (the counts are made from it next).
 */
public record MatchedDocuments(List<DocumentLine> lines, DocumentSelection selection) {
}
