package org.copydesk.app.workflow.queue;

import java.util.List;

/**
 * What a queue question's rows need before anything is counted: the matching takes and briefs,
 * which lead the rows, and the reading of takes and briefs they were picked from.
 */
public record QueueRows(List<DocumentLine> documents, DocumentSelection selection) {
}
