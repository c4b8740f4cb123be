package org.copydesk.app.desktop.decide;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.copydesk.model.decision.DecisionRules;
import org.copydesk.model.decision.SubjectKind;

/**
 * What the decision sheet is asked to sign: the subject (one run, or a duplicate pair), the
 * decision, what the checks said, and the phrases offered for the rationale.
 *
 * @param checksKnown false while the checks have not been run yet; the workflow reruns them anyway
 * @param blockedReasons why upstream blocked the run (empty when it did not): the checks judge
 *                       shape, so a blocked run's sheet must not read as if all were well
 * @param seen the digests of the subject's standing decisions the desk showed, when it showed them:
 *             signing over one it did not show is stopped first
 */
public record DecisionDraft(SubjectKind kind, List<String> subjectSha256, String decision, String title,
                            boolean checksKnown, List<String> failedChecks, int checkCount, List<String> quickPicks,
                            List<String> blockedReasons, Optional<Set<String>> seen) {

    public DecisionDraft {
        seen = seen.map(Set::copyOf);
        subjectSha256 = List.copyOf(subjectSha256);
        failedChecks = List.copyOf(failedChecks);
        quickPicks = List.copyOf(quickPicks);
        blockedReasons = List.copyOf(blockedReasons);
    }

    public DecisionDraft(SubjectKind kind, List<String> subjectSha256, String decision, String title,
                         boolean checksKnown, List<String> failedChecks, int checkCount, List<String> quickPicks,
                         List<String> blockedReasons) {
        this(kind, subjectSha256, decision, title, checksKnown, failedChecks, checkCount, quickPicks, blockedReasons,
                Optional.empty());
    }

    /** This draft from a desk that has shown the subject's standing decisions {@code standing}. */
    public DecisionDraft seeing(Set<String> standing) {
        return new DecisionDraft(kind, subjectSha256, decision, title, checksKnown, failedChecks, checkCount,
                quickPicks, blockedReasons, Optional.of(standing));
    }

    /** A decision on one shadow run, with the usual phrases for its decision. */
    public static DecisionDraft onRun(String recordSha256, String decision, String title, boolean checksKnown,
                                      List<String> failedChecks, int checkCount) {
        return new DecisionDraft(SubjectKind.SHADOW_RUN, List.of(recordSha256), decision, title, checksKnown,
                failedChecks, checkCount, QuickPicks.forDecision(decision), List.of());
    }

    /** A rejection of a run upstream blocked, with phrases that say why it was blocked. */
    public static DecisionDraft rejectingBlocked(String recordSha256, String title, boolean checksKnown,
                                                 List<String> failedChecks, int checkCount,
                                                 List<String> blockedReasons, List<String> quickPicks) {
        return new DecisionDraft(SubjectKind.SHADOW_RUN, List.of(recordSha256), DecisionRules.REJECT, title,
                checksKnown, failedChecks, checkCount, quickPicks, blockedReasons);
    }

    /** A decision on a duplicate pair; the workflow reruns both records' checks when it signs. */
    public static DecisionDraft onPair(List<String> pairSha256, String decision, String title) {
        return new DecisionDraft(SubjectKind.DUPLICATE_PAIR, pairSha256, decision, title, true, List.of(), 0,
                QuickPicks.forDecision(decision), List.of());
    }

    public boolean approving() {
        return decision.equals(DecisionRules.APPROVE) || decision.equals(DecisionRules.OWNER_AUTHORIZED);
    }
}
