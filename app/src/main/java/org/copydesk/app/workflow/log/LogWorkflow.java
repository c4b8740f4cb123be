package org.copydesk.app.workflow.log;

import java.util.List;
import java.util.Optional;

import org.copydesk.app.workflow.RefusedException;
import org.copydesk.app.workflow.UserInputException;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.model.log.InclusionProof;
import org.copydesk.model.log.MerkleTrees;
import org.copydesk.model.log.SignedCheckpoint;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.LogLeaf;

/** The decision log's commands: its state, a decision's inclusion proof, and consistency with a kept checkpoint. */
public final class LogWorkflow {

    private final EvidenceStore store;
    private final LogAudit audit;
    private final DeskWitness witness;

    public LogWorkflow(EvidenceStore store, LogAudit audit, DeskWitness witness) {
        this.store = store;
        this.audit = audit;
        this.witness = witness;
    }

    /** The log verified from its documents up. */
    public LogReport report() {
        return audit.audit();
    }

    /** The latest signed checkpoint as stored, unverified (for exports, releases and the desk's witness). */
    public Optional<SignedCheckpoint> latestCheckpoint() {
        return store.log().latestCheckpoint().flatMap(stored -> {
            try {
                return Optional.of(SignedCheckpoint.from(Json.parse(stored.document())));
            } catch (MalformedDocumentException e) {
                return Optional.empty();
            }
        });
    }

    /** The one decision (or roster change) a typed digest or prefix names. */
    public String resolve(String prefix) {
        List<String> decisions = store.decisions().matchingPrefix(prefix, 2);
        if (decisions.size() == 1) {
            return decisions.get(0);
        }
        if (decisions.size() > 1) {
            throw new UserInputException("\"" + prefix + "\" names more than one decision; type more of it");
        }
        return store.log().leafFor(prefix).map(LogLeaf::documentSha256).orElseThrow(() -> new UserInputException(
                "no decision or roster change " + prefix + " in this store"));
    }

    /** The inclusion proof of a document (decision or roster change) in the latest signed checkpoint. */
    public InclusionProof prove(String documentSha256) {
        LogLeaf leaf = store.log().leafFor(documentSha256).orElseThrow(() ->
                new UserInputException("no decision or roster change " + documentSha256 + " in the decision log"));
        SignedCheckpoint latest = latestCheckpoint().orElseThrow(() -> new RefusedException(
                "the decision log has no signed checkpoint yet; the next decision or roster change signs one"));
        return proveIn(leaf, latest.checkpoint().size());
    }

    InclusionProof proveIn(LogLeaf leaf, long size) {
        if (leaf.index() >= size) {
            throw new RefusedException("entry " + (leaf.index() + 1) + " came after the latest signed checkpoint ("
                    + size + " entries)");
        }
        return new InclusionProof(store.storeId(), leaf.index(), size, leaf.leafHash(),
                MerkleTrees.inclusion(store.log(), leaf.index(), size));
    }

    /** Proofs for many documents in one checkpoint, for an export. */
    public List<InclusionProof> proveAll(List<String> documentSha256s, long size) {
        return documentSha256s.stream().map(sha -> proveIn(store.log().leafFor(sha).orElseThrow(() ->
                new RefusedException("decision " + sha + " is not in the decision log")), size)).toList();
    }

    /** Whether {@code kept} (a release's, an export's, a colleague's checkpoint) is a prefix of this store's log. */
    public ConsistencyResult consistency(SignedCheckpoint kept) {
        return Consistency.check(store, kept);
    }

    /** The log verified, with what this desk remembers of it; an intact history moves the desk's memory on. */
    public LogReport reportWithWitness() {
        LogReport report = audit.audit();
        Optional<String> witnessed = witness.problem();
        if (witnessed.isPresent()) {
            List<String> problems = new java.util.ArrayList<>(report.problems());
            problems.add(0, witnessed.get());
            return new LogReport(report.size(), report.rootSha256(), report.latest(), problems);
        }
        if (report.intact()) {
            witness.advance(report.latest());
        }
        return report;
    }

    /** This desk's witness over the store. */
    public DeskWitness witness() {
        return witness;
    }
}
