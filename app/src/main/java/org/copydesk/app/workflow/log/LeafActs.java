package org.copydesk.app.workflow.log;

import java.util.Optional;

import org.copydesk.model.decision.ReviewDecision;
import org.copydesk.model.decision.RosterChange;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.store.LogLeaf;

/** Who signed a leaf's document, and when: what a checkpoint over it must agree with. */
record LeafActs(String signerKeyId, String signedAt) {

    static Optional<LeafActs> of(String kind, byte[] body) {
        try {
            if (kind.equals(LogLeaf.DECISION)) {
                ReviewDecision decision = ReviewDecision.from(Json.parse(body));
                return Optional.of(new LeafActs(decision.reviewer().keyId(), decision.decidedAt()));
            }
            RosterChange change = RosterChange.from(Json.parse(body));
            return change.signerKeyId().map(key -> new LeafActs(key, change.at()));
        } catch (MalformedDocumentException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
