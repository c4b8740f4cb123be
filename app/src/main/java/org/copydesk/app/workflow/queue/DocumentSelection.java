package org.copydesk.app.workflow.queue;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import org.copydesk.store.FilterColumn;
import org.copydesk.store.RecordFilter;

/** Every take and brief of the store as read once for one queue question, filtered and counted in memory. */
public final class DocumentSelection {

    private final List<DocumentLine> lines;

    DocumentSelection(List<DocumentLine> lines) {
        this.lines = List.copyOf(lines);
    }

    /** The lines a query admits, in queue order (newest stored first). */
    public List<DocumentLine> matching(RecordFilter query) {
        return lines.stream().filter(line -> admits(query, line)).toList();
    }

    /** How many matching lines have each value of a column, as {@code QueueIndex.facet} counts runs. */
    public Map<String, Integer> facet(FilterColumn column, RecordFilter query) {
        Map<String, Integer> counts = new TreeMap<>();
        matching(query).forEach(line -> counts.merge(line.value(column), 1, Integer::sum));
        return counts;
    }

    private static boolean admits(RecordFilter q, DocumentLine line) {
        // A take or brief has no task: choosing one leaves only runs. Its words are searched in its
        // title (race, question), for it has no source blocks in the full-text index.
        return q.kind().map(line.kind()::equals).orElse(true)
                && q.task().isEmpty()
                && q.status().map(line.columns().status()::equals).orElse(true)
                && q.raceId().map(r -> line.columns().raceId().map(r::equals).orElse(false)).orElse(true)
                && q.checks().map(line.checks()::equals).orElse(true)
                && q.decision().map(line.value(FilterColumn.DECISION)::equals).orElse(true)
                && q.text().map(t -> titleHas(line, t)).orElse(true);
    }

    private static boolean titleHas(DocumentLine line, String text) {
        String title = line.columns().title().orElse("") + " " + line.columns().runId();
        return title.toLowerCase(Locale.ROOT).contains(text.toLowerCase(Locale.ROOT));
    }
}
