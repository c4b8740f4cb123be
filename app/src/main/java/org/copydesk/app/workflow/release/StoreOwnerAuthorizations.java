package org.copydesk.app.workflow.release;

import java.util.ArrayList;
import java.util.List;

import org.copydesk.app.workflow.decide.VerifiedDecision;
import org.copydesk.app.workflow.decide.VerifyWorkflow;
import org.copydesk.model.checks.release.OwnerAuthorization;
import org.copydesk.model.checks.release.OwnerAuthorizations;
import org.copydesk.model.decision.DecisionRules;
import org.copydesk.model.decision.ReviewDecision;
import org.copydesk.model.decision.Role;
import org.copydesk.model.decision.SubjectKind;

/** Valid owner authorizations as {@link VerifyWorkflow} finds them: signature, roster, role, content, not revoked. */
public final class StoreOwnerAuthorizations implements OwnerAuthorizations {

    private final List<VerifiedDecision> verified;

    /** Verifies the store once; the gate asks per race. */
    public StoreOwnerAuthorizations(VerifyWorkflow verify) {
        this.verified = verify.verifyAll();
    }

    @Override
    public List<OwnerAuthorization> validFor(String approvalSha256) {
        List<OwnerAuthorization> out = new ArrayList<>();
        for (VerifiedDecision each : verified) {
            if (!each.isValid() || each.decision().isEmpty()) {
                continue;
            }
            ReviewDecision d = each.decision().get();
            if (d.subject().kind().equals(SubjectKind.ANALYST_TAKE.wireName())
                    && d.decision().equals(DecisionRules.OWNER_AUTHORIZED)
                    && d.reviewer().role().equals(Role.OWNER.wireName())
                    && d.subject().sha256().equals(List.of(approvalSha256))) {
                out.add(new OwnerAuthorization(d.decisionSha256(), d.reviewer().reviewerId(), d.reviewer().keyId(),
                        d.decidedAt()));
            }
        }
        return out;
    }
}
