package org.copydesk.app.workflow;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.workflow.decide.LatestDecisions;
import org.copydesk.app.workflow.decide.VerifyWorkflow;
import org.copydesk.model.brief.ResearchBrief;
import org.copydesk.model.checks.BriefUnderReview;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.StoredDocument;

/** The research briefs in the store, for the brief list and the brief view. */
public final class BriefsWorkflow {

    private final EvidenceStore store;
    private final VerifyWorkflow verify;
    private final BriefCheckWorkflow briefs;

    public BriefsWorkflow(EvidenceStore store, VerifyWorkflow verify, BriefCheckWorkflow briefs) {
        this.store = store;
        this.verify = verify;
        this.briefs = briefs;
    }

    /** Every stored brief, each with the latest valid decision naming it. */
    public List<BriefEntry> list() {
        List<BriefEntry> entries = new ArrayList<>();
        for (StoredDocument stored : store.documents().list(DocumentKinds.RESEARCH_BRIEF)) {
            String sha = stored.idSha256();
            Optional<String> decision = new LatestDecisions(verify.forSubject(sha)).of(sha).map(d -> d.decision());
            Optional<ResearchBrief> brief = read(sha);
            entries.add(brief.map(b -> new BriefEntry(sha, b.briefId(), b.question(), b.claims().size(),
                            b.artifacts().size(), decision))
                    .orElse(new BriefEntry(sha, stored.label().orElse("?"), "(this brief cannot be read)", 0, 0,
                            decision)));
        }
        return entries;
    }

    /** The brief with whatever artifact bytes the store holds. */
    public Optional<BriefUnderReview> open(String briefSha256) {
        return briefs.underReview(briefSha256);
    }

    private Optional<ResearchBrief> read(String sha) {
        try {
            return briefs.underReview(sha).map(BriefUnderReview::brief);
        } catch (MalformedDocumentException e) {
            return Optional.empty();
        }
    }
}
