package org.copydesk.app.workflow;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.workflow.decide.LatestDecisions;
import org.copydesk.app.workflow.decide.VerifyWorkflow;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.QueueQuery;
import org.copydesk.store.QueueRow;
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

    public List<QueueEntry> all() {
        LatestDecisions decisions = new LatestDecisions(verify.verifyAll());
        List<QueueEntry> entries = new ArrayList<>();
        int total = store.runs().count(QueueQuery.all());
        for (int offset = 0; offset < total; offset += PAGE) {
            for (QueueRow row : store.runs().page(QueueQuery.all(), offset, PAGE)) {
                entries.add(new QueueEntry(row.recordSha256(), DocumentKinds.SHADOW_RUN, Optional.of(row.task()),
                        row.status(), row.title(), decision(decisions, row.recordSha256())));
            }
        }
        for (StoredDocument take : store.documents().list(DocumentKinds.ANALYST_TAKE)) {
            entries.add(new QueueEntry(take.idSha256(), DocumentKinds.ANALYST_TAKE, Optional.empty(),
                    take.label().orElse(""), take.raceId().map(r -> "Analyst take · " + r), decision(decisions, take.idSha256())));
        }
        for (StoredDocument brief : store.documents().list(DocumentKinds.RESEARCH_BRIEF)) {
            entries.add(new QueueEntry(brief.idSha256(), DocumentKinds.RESEARCH_BRIEF, Optional.empty(),
                    "needs_human_review", brief.label().map(l -> "Research brief · " + l),
                    decision(decisions, brief.idSha256())));
        }
        return entries;
    }

    private static Optional<String> decision(LatestDecisions decisions, String id) {
        return decisions.of(id).map(d -> d.decision());
    }
}
