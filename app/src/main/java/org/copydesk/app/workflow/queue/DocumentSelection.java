package org.copydesk.app.workflow.queue;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import org.copydesk.store.QueueQuery;

/** Every take and brief of the store as read once for one queue question, filtered and counted in memory. */
public final class DocumentSelection {

    private final List<DocumentLine> lines;

    DocumentSelection(List<DocumentLine> lines) {
        this.lines = List.copyOf(lines);
    }

    /** The lines a query admits, in queue order (newest stored first). */
    public List<DocumentLine> matching(QueueQuery query) {
        return lines.stream().filter(line -> admits(query, line)).toList();
    }

    /** How many matching lines have each value of a column, as {@code RunRepository.facet} counts runs. */
    public Map<String, Integer> facet(String column, QueueQuery query) {
        Map<String, Integer> counts = new TreeMap<>();
        matching(query).forEach(line -> counts.merge(line.value(column), 1, Integer::sum));
        return counts;
    }

    private static boolean admits(QueueQuery q, DocumentLine line) {
        // A take or brief has no task: choosing one leaves only runs. Its words are searched in its
        // title (race, question), for it has no source blocks in the full-text index.
        return q.kind().map(line.kind()::equals).orElse(true)
                && q.task().isEmpty()
                && q.status().map(line.row().status()::equals).orElse(true)
                && q.raceId().map(r -> line.row().raceId().map(r::equals).orElse(false)).orElse(true)
                && q.checks().map(line.checks()::equals).orElse(true)
                && q.decision().map(line.value("decision")::equals).orElse(true)
                && q.text().map(t -> titleHas(line, t)).orElse(true);
    }

    private static boolean titleHas(DocumentLine line, String text) {
        String title = line.row().title().orElse("") + " " + line.row().runId();
        return title.toLowerCase(Locale.ROOT).contains(text.toLowerCase(Locale.ROOT));
    }
}
