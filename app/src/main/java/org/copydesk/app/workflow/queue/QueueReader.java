package org.copydesk.app.workflow.queue;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;

import org.copydesk.app.workflow.decide.DecisionStates;
import org.copydesk.store.FilterColumn;
import org.copydesk.store.QueueIndex;
import org.copydesk.store.RecordFilter;
import org.copydesk.store.RunCounts;

/**
 * The review queue over every kind of record: the takes and briefs that match come first,
 * newest stored first, then the runs, newest first, paged from the store's queue index
 * (docs/decisions/0090-queue-kinds-and-decision-cache.md). Each question
 * first brings the decision cache up to date, so the Decision column and filter agree with the
 * decisions and roster as they are now.
 */
public final class QueueReader {

    private final QueueIndex runs;
    private final DocumentQueue documents;
    private final DecisionStates decisions;
    private volatile DocumentSelection lastSelection;

    public QueueReader(QueueIndex runs, DocumentQueue documents, DecisionStates decisions) {
        this.runs = runs;
        this.documents = documents;
        this.decisions = decisions;
    }

    /**
     * Starts one queue question: brings the decision cache up to date and picks the matching takes
     * and briefs, all its rows need; {@link #count} answers how many match, and each filter's
     * counts, next, so the first rows show before any count is made. {@code fresh} reads and
     * checks the takes and briefs again; a filter change reuses the last reading, for nothing but
     * an import or a decision changes them.
     */
    public MatchedDocuments rows(RecordFilter query, boolean fresh) {
        decisions.refresh();
        DocumentSelection selection = fresh || lastSelection == null ? documents.read() : lastSelection;
        lastSelection = selection;
        return new MatchedDocuments(selection.matching(query), selection);
    }

    /** Answers one queue question whole: its rows' documents and every count. */
    public FilterCounts ask(RecordFilter query, boolean fresh) {
        return count(query, rows(query, fresh), () -> false).orElseThrow();
    }

    /**
     * How many records match, how many the store holds and each filter column's counts; empty
     * when {@code stopped} turns true between two of its queries (a newer question was asked).
     */
    public Optional<FilterCounts> count(RecordFilter query, MatchedDocuments rows, BooleanSupplier stopped) {
        // One grouped pass gives the count and the task, status and race counts of the query itself;
        // a column whose own filter is unset needs nothing more (on opening, none is set).
        RunCounts base = runs.counts(query);
        Map<FilterColumn, Map<String, Integer>> facets = new EnumMap<>(FilterColumn.class);
        for (FilterColumn column : FilterColumn.values()) {
            if (stopped.getAsBoolean()) {
                return Optional.empty();
            }
            RecordFilter others = query.without(column);
            Map<String, Integer> counts = new TreeMap<>(others.equals(query)
                    ? base.of(column).orElseGet(() -> runs.facet(column, others))
                    : runs.facet(column, others));
            rows.selection().facet(column, others).forEach((value, n) -> counts.merge(value, n, Integer::sum));
            facets.put(column, counts);
        }
        int runsInStore = query.equals(RecordFilter.all()) ? base.count() : runs.count(RecordFilter.all());
        int storeTotal = runsInStore + rows.selection().matching(RecordFilter.all()).size();
        return Optional.of(new FilterCounts(base.count() + rows.lines().size(), storeTotal, facets, rows.lines()));
    }

    /**
     * Rows {@code offset} to {@code offset + limit} of a question: its takes and briefs, then its
     * runs, read by key after the page before ({@link RunCursors}).
     */
    public List<PageRow> page(RecordFilter query, MatchedDocuments question, int offset, int limit) {
        List<PageRow> rows = new ArrayList<>(limit);
        List<DocumentLine> docs = question.lines();
        for (int i = offset; i < Math.min(docs.size(), offset + limit); i++) {
            rows.add(PageRow.of(docs.get(i)));
        }
        int runOffset = Math.max(0, offset - docs.size());
        int runLimit = limit - rows.size();
        if (runLimit > 0 && query.admitsRuns()) {
            question.runPages().page(runs, query, runOffset, runLimit).forEach(row -> rows.add(PageRow.run(row)));
        }
        return rows;
    }
}
