package org.copydesk.app.desktop.duplicates;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.copydesk.app.workflow.check.DuplicatesWorkflow;
import org.copydesk.app.workflow.check.PairDecisions;
import org.copydesk.app.workflow.decide.VerifyWorkflow;
import org.copydesk.model.checks.duplicates.DuplicateSuggestion;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.store.QueueIndex;
import org.copydesk.store.RecordColumns;
import org.copydesk.store.RecordFilter;
import org.copydesk.store.RunRepository;

/** Pairs from the duplicates workflow, each with its latest valid decision (decisions verified, never trusted). */
public final class StorePairSource implements PairSource {

    private final DuplicatesWorkflow duplicates;
    private final VerifyWorkflow verify;
    private final RunRepository runs;
    private final QueueIndex queue;

    public StorePairSource(DuplicatesWorkflow duplicates, VerifyWorkflow verify, RunRepository runs, QueueIndex queue) {
        this.duplicates = duplicates;
        this.verify = verify;
        this.runs = runs;
        this.queue = queue;
    }

    @Override
    public List<PairEntry> pairs() {
        List<DuplicateSuggestion> suggestions = duplicates.suggestions();
        if (suggestions.isEmpty()) {
            return List.of();
        }
        PairDecisions decisions = new PairDecisions(verify.verifyAll());
        Map<String, RecordColumns> rows = rows();
        List<PairEntry> entries = new ArrayList<>();
        for (DuplicateSuggestion s : suggestions) {
            entries.add(new PairEntry(s, side(rows, s.recordSha256s().get(0)), side(rows, s.recordSha256s().get(1)),
                    decisions.latest(s.recordSha256s())));
        }
        return entries;
    }

    @Override
    public Optional<ShadowRun> run(String recordSha256) {
        return runs.find(recordSha256);
    }

    private Map<String, RecordColumns> rows() {
        Map<String, RecordColumns> rows = new HashMap<>();
        int total = queue.count(RecordFilter.all());
        queue.page(RecordFilter.all(), 0, Math.max(total, 1))
                .forEach(r -> rows.put(r.recordSha256(), r));
        return rows;
    }

    private static PairSide side(Map<String, RecordColumns> rows, String sha) {
        RecordColumns row = rows.get(sha);
        if (row == null) {
            return new PairSide(sha, "(record not in the queue)", "");
        }
        String title = row.title().orElse(row.runId());
        return new PairSide(sha, row.publisher().map(p -> title + " · " + p).orElse(title), row.pollster().orElse(""));
    }
}
