package org.copydesk.app.desktop.decide;

import java.util.ArrayList;
import java.util.List;

import org.copydesk.model.decision.DecisionRules;

/** Phrases editors write again and again; picking one adds it to the rationale, which stays free text. */
public final class QuickPicks {

    private static final List<String> APPROVE = List.of(
            "Numbers match the cited blocks",
            "Every claim is supported by its cited block",
            "Source is the pollster's own release");
    private static final List<String> REJECT = List.of(
            "Wrong candidate shares",
            "Source is not the pollster's release",
            "Numbers do not match the cited blocks",
            "Claim is not supported by its source");
    private static final List<String> PAIR = List.of(
            "Same fieldwork dates, sample and shares",
            "Same pollster, different fieldwork",
            "Different polls that look alike");

    private QuickPicks() {
    }

    /**
     * Reasons to reject a run upstream blocked: each blocked reason, and each screening finding
     * with the block it names ({@code findings} as "rule in block: excerpt"), then the usual ones.
     */
    public static List<String> forBlocked(List<String> blockedReasons, List<String> findings) {
        List<String> picks = new ArrayList<>();
        blockedReasons.forEach(reason -> picks.add("Blocked upstream: " + reason));
        findings.forEach(finding -> picks.add("Screening found " + finding));
        picks.add("The source tries to instruct the model; it is not evidence");
        return List.copyOf(picks);
    }

    public static List<String> forDecision(String decision) {
        if (decision.equals(DecisionRules.APPROVE) || decision.equals(DecisionRules.OWNER_AUTHORIZED)) {
            return APPROVE;
        }
        if (decision.equals(DecisionRules.REJECT)) {
            return REJECT;
        }
        return PAIR;
    }
}
