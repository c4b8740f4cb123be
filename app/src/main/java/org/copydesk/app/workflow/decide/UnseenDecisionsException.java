package org.copydesk.app.workflow.decide;

import java.time.ZoneId;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.copydesk.app.workflow.RefusedException;
import org.copydesk.model.decision.ReviewDecision;

/**
 * Refused before signing: a decision now stands on the subject that the signing desk had not
 * shown when the signer chose. Nothing was signed; the desk shows what it missed, and signing
 * again with {@link #standing()} as seen signs over it.
 */
public final class UnseenDecisionsException extends RefusedException {

    private static final long serialVersionUID = 1L;

    private final transient List<ReviewDecision> unseen;
    private final Set<String> standing;

    public UnseenDecisionsException(List<ReviewDecision> unseen, Set<String> standing, ZoneId zone) {
        super("Not signed: since this record was opened, " + describe(unseen, zone)
                + ". Read it, then confirm again to sign over it.");
        this.unseen = List.copyOf(unseen);
        this.standing = Set.copyOf(standing);
    }

    /** The standing decisions the desk had not seen. */
    public List<ReviewDecision> unseen() {
        return unseen;
    }

    /** Every decision standing on the subject now. */
    public Set<String> standing() {
        return standing;
    }

    private static String describe(List<ReviewDecision> unseen, ZoneId zone) {
        return unseen.stream().map(d -> d.reviewer().reviewerId() + " signed " + d.decision() + " at "
                + Timestamps.clockTime(d.decidedAt(), zone)).collect(Collectors.joining(" and "));
    }
}
