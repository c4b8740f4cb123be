package org.copydesk.app.workflow;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.workflow.decide.LatestDecisions;
import org.copydesk.app.workflow.decide.VerifyWorkflow;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.RecordColumns;
import org.copydesk.store.RecordFilter;
import org.copydesk.store.StoredDocument;

/** Every reviewable record in the store: shadow runs, analyst takes, research briefs. */
public final class ListWorkflow {

    private static final int PAGE = 5_000;

    private final EvidenceStore store;
    private final VerifyWorkflow verify;

    public ListWorkflow(EvidenceStore store, VerifyWorkflow verify) {
        this.store = store;
        this.verify = verify;
    }

    public List<ListedRecord> all() {
        LatestDecisions decisions = new LatestDecisions(verify.verifyAll());
        List<ListedRecord> entries = new ArrayList<>();
        int total = store.queue().count(RecordFilter.all());
        for (int offset = 0; offset < total; offset += PAGE) {
            for (RecordColumns row : store.queue().page(RecordFilter.all(), offset, PAGE)) {
                entries.add(new ListedRecord(row.recordSha256(), DocumentKinds.SHADOW_RUN, Optional.of(row.task()),
                        row.status(), row.title(), decision(decisions, row.recordSha256())));
            }
        }
        for (StoredDocument take : store.documents().list(DocumentKinds.ANALYST_TAKE)) {
            entries.add(new ListedRecord(take.idSha256(), DocumentKinds.ANALYST_TAKE, Optional.empty(),
                    take.label().orElse(""), take.raceId().map(r -> "Analyst take · " + r), decision(decisions, take.idSha256())));
        }
        for (StoredDocument brief : store.documents().list(DocumentKinds.RESEARCH_BRIEF)) {
            entries.add(new ListedRecord(brief.idSha256(), DocumentKinds.RESEARCH_BRIEF, Optional.empty(),
                    "needs_human_review", brief.label().map(l -> "Research brief · " + l),
                    decision(decisions, brief.idSha256())));
        }
        return entries;
    }

    private static Optional<String> decision(LatestDecisions decisions, String id) {
        return decisions.stated(id);
    }
}
