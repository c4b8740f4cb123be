package org.copydesk.app.desktop.decide;

import java.util.List;
import java.util.Optional;

import org.copydesk.model.decision.DecisionRules;
import org.copydesk.model.decision.Role;
import org.copydesk.model.decision.RosterEntry;
import org.copydesk.model.decision.SubjectKind;

/**
 * Which decisions on a shadow run can succeed, worked out before anything is typed: the same
 * refusals the decision workflow makes, said beside the buttons instead of after a rationale.
 */
public final class DecideOffer {

    private DecideOffer() {
    }

    /**
     * Why {@code decision} cannot be signed on this run, or empty when it can. {@code signer} is
     * the unlocked key's roster entry; with none, the role is judged once a key is unlocked.
     */
    public static Optional<String> whyNot(String decision, boolean blocked, List<String> blockedReasons,
                                          List<String> failedChecks, Optional<RosterEntry> signer) {
        if (signer.isPresent() && DecisionRules.roleFor(SubjectKind.SHADOW_RUN, signer.get()).isEmpty()) {
            RosterEntry who = signer.get();
            return Optional.of(who.reviewerId() + " (" + String.join(", ", who.roles()) + ") may not decide on a shadow"
                    + " run: that takes an " + String.join(" or ", DecisionRules.permittedRoles(SubjectKind.SHADOW_RUN)
                    .stream().map(Role::wireName).sorted().toList()) + "'s key.");
        }
        if (!decision.equals(DecisionRules.APPROVE)) {
            return Optional.empty();
        }
        if (blocked) {
            return Optional.of("Upstream blocked this run" + (blockedReasons.isEmpty() ? ""
                    : " (" + String.join(", ", blockedReasons) + ")") + ": it can only be rejected.");
        }
        List<String> integrity = failedChecks.stream().filter(id -> id.startsWith("integrity.")).toList();
        if (!integrity.isEmpty()) {
            return Optional.of("Integrity checks failed (" + String.join(", ", integrity)
                    + "): this content can only be rejected.");
        }
        return Optional.empty();
    }
}
