package org.copydesk.app.workflow.queue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;

import org.copydesk.app.workflow.decide.DecisionStates;
import org.copydesk.store.QueueQuery;
import org.copydesk.store.QueueSummary;
import org.copydesk.store.RunRepository;

/**
 * The review queue over every kind of record (decision 0090): the takes and briefs that match
 * come first, newest stored first, then the runs, newest first, paged from SQL. Each question
 * first brings the decision cache up to date, so the Decision column and filter agree with the
 * decisions and roster as they are now.
 */
public final class QueueReader {

    /** The columns counted for the filters. */
    public static final List<String> FACETS = List.of("kind", "task", "status", "race_id", "checks", "decision");

    private final RunRepository runs;
    private final DocumentQueue documents;
    private final DecisionStates decisions;
    private volatile DocumentSelection lastSelection;

    public QueueReader(RunRepository runs, DocumentQueue documents, DecisionStates decisions) {
        this.runs = runs;
        this.documents = documents;
        this.decisions = decisions;
    }

    /**
     * Starts one queue question: brings the decision cache up to date and picks the matching takes
     * and briefs, all its rows need; {@link #count} answers how many match, and each filter's
     * counts, next (decision 0075). {@code fresh} reads and checks the takes and briefs again; a
     * filter change reuses the last reading, for nothing but an import or a decision changes them.
     */
    public QueueRows rows(QueueQuery query, boolean fresh) {
        decisions.refresh();
        DocumentSelection selection = fresh || lastSelection == null ? documents.read() : lastSelection;
        lastSelection = selection;
        return new QueueRows(selection.matching(query), selection);
    }

    /** Answers one queue question whole: its rows' documents and every count. */
    public QueueAnswer ask(QueueQuery query, boolean fresh) {
        return count(query, rows(query, fresh), () -> false).orElseThrow();
    }

    /**
     * How many records match, how many the store holds and each filter column's counts; empty
     * when {@code stopped} turns true between two of its queries (a newer question was asked).
     */
    public Optional<QueueAnswer> count(QueueQuery query, QueueRows rows, BooleanSupplier stopped) {
        // One grouped pass gives the count and the task, status and race counts of the query itself;
        // a column whose own filter is unset needs nothing more (on opening, none is set).
        QueueSummary base = runs.summary(query);
        Map<String, Map<String, Integer>> facets = new LinkedHashMap<>();
        for (String column : FACETS) {
            if (stopped.getAsBoolean()) {
                return Optional.empty();
            }
            QueueQuery others = without(query, column);
            Map<String, Integer> runCounts = others.equals(query) ? fromSummary(column, base) : null;
            facets.put(column, facet(column, others, runCounts, rows.selection()));
        }
        int runsInStore = query.equals(QueueQuery.all()) ? base.count() : runs.count(QueueQuery.all());
        int storeTotal = runsInStore + rows.selection().matching(QueueQuery.all()).size();
        return Optional.of(new QueueAnswer(base.count() + rows.documents().size(), storeTotal, facets,
                rows.documents()));
    }

    /** A column's run counts as the summary already holds them, or null when it does not hold that column. */
    private static Map<String, Integer> fromSummary(String column, QueueSummary summary) {
        switch (column) {
            case "kind":
                return summary.count() == 0 ? Map.of() : Map.of(QueueQuery.KIND_SHADOW_RUN, summary.count());
            case "task":
                return summary.tasks();
            case "status":
                return summary.statuses();
            case "race_id":
                return summary.races();
            default:
                return null;
        }
    }

    /** Rows {@code offset} to {@code offset + limit} of a question: its takes and briefs, then its runs. */
    public List<QueueEntryRow> page(QueueQuery query, QueueRows question, int offset, int limit) {
        List<QueueEntryRow> rows = new ArrayList<>(limit);
        List<DocumentLine> docs = question.documents();
        for (int i = offset; i < Math.min(docs.size(), offset + limit); i++) {
            rows.add(QueueEntryRow.of(docs.get(i)));
        }
        int runOffset = Math.max(0, offset - docs.size());
        int runLimit = limit - rows.size();
        if (runLimit > 0 && query.admitsRuns()) {
            runs.page(query, runOffset, runLimit).forEach(row -> rows.add(QueueEntryRow.run(row)));
        }
        return rows;
    }

    private Map<String, Integer> facet(String column, QueueQuery query, Map<String, Integer> runCounts,
                                       DocumentSelection selection) {
        Map<String, Integer> counts = new TreeMap<>();
        if (runCounts != null) {
            counts.putAll(runCounts);
        } else if (column.equals("kind")) {
            int runCount = runs.count(query.withKind(QueueQuery.KIND_SHADOW_RUN));
            if (runCount > 0) {
                counts.put(QueueQuery.KIND_SHADOW_RUN, runCount);
            }
        } else {
            counts.putAll(runs.facet(column, query));
        }
        selection.facet(column, query).forEach((value, n) -> counts.merge(value, n, Integer::sum));
        return counts;
    }

    /** The query without its own choice in a column: a filter's counts show what picking each choice would give. */
    private static QueueQuery without(QueueQuery query, String column) {
        switch (column) {
            case "kind":
                return query.withKind(null);
            case "task":
                return query.withTask(null);
            case "status":
                return query.withStatus(null);
            case "race_id":
                return query.withRace(null);
            case "checks":
                return query.withChecks(null);
            case "decision":
                return query.withDecision(null);
            default:
                throw new IllegalArgumentException("no facet on " + column);
        }
    }
}
