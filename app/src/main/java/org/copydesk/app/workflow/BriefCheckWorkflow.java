package org.copydesk.app.workflow;

import java.util.Optional;

import org.copydesk.model.checks.BriefUnderReview;
import org.copydesk.model.checks.CheckEngine;
import org.copydesk.model.checks.CheckReport;
import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.StoredDocument;

/**
 * Runs the research brief checks on a stored brief, with its artifacts' bytes loaded from the
 * store's raw repository under their stated {@code content_sha256} (the name
 * {@code artifacts/<content_sha256>} gave them at import).
 */
public final class BriefCheckWorkflow {

    private final EvidenceStore store;
    private final CheckEngine engine;

    public BriefCheckWorkflow(EvidenceStore store, CheckEngine engine) {
        this.store = store;
        this.engine = engine;
    }

    /**
     * The brief checks on the brief stored under {@code briefSha256} (a full digest).
     *
     * @throws UserInputException when no research brief is stored under that digest
     */
    public CheckReport checkBrief(String briefSha256) {
        return engine.check(underReview(briefSha256).orElseThrow(
                () -> new UserInputException("no research brief is stored under " + briefSha256)));
    }

    /** The stored brief with whatever artifact bytes the store holds, for a view that shows quotes in place. */
    public Optional<BriefUnderReview> underReview(String briefSha256) {
        Optional<StoredDocument> stored = store.documents().find(DocumentKinds.RESEARCH_BRIEF, briefSha256);
        if (stored.isEmpty()) {
            return Optional.empty();
        }
        Decoded decoded = Documents.decode(stored.get().body());
        if (!(decoded instanceof Decoded.Brief)) {
            throw new MalformedDocumentException("the document stored as research brief " + briefSha256
                    + " is a " + decoded.schema());
        }
        return Optional.of(BriefUnderReview.load(((Decoded.Brief) decoded).brief(), store.raw()::find));
    }
}
