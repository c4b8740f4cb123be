package org.copydesk.app.desktop.decide;

import java.time.ZoneId;
import java.util.List;
import java.util.stream.Collectors;

import org.copydesk.app.workflow.decide.Timestamps;
import org.copydesk.model.decision.DecisionStanding;
import org.copydesk.model.decision.ReviewDecision;
import org.copydesk.store.DecisionMark;

/** Standing decisions that disagree, in words: who decided what, and when. */
public final class ConflictLine {

    private ConflictLine() {
    }

    /** "⚠ ed.ramos ✓ 09:12 · kim.lee ✗ 09:13", short enough for the queue's Decision column. */
    public static String row(List<DecisionMark> standing, ZoneId zone) {
        return "⚠ " + standing.stream().map(m -> m.reviewerId() + " " + mark(m.decision()) + " "
                + Timestamps.clockTime(m.decidedAt(), zone)).collect(Collectors.joining(" · "));
    }

    private static String mark(String decision) {
        switch (decision) {
            case "approve":
                return "✓";
            case "reject":
                return "✗";
            default:
                return decision.replace('_', ' ');
        }
    }

    /** The record's line when its standing decisions disagree; empty when they do not. */
    public static String of(DecisionStanding standing, ZoneId zone) {
        if (!standing.disagree()) {
            return "";
        }
        List<ReviewDecision> sides = standing.standing();
        return "Conflict to resolve: " + sides.stream().map(d -> side(d.reviewer().reviewerId(), d.decision(),
                d.decidedAt(), zone)).collect(Collectors.joining(" · "))
                + ". Neither supersedes the other; signing a decision now supersedes the side it disagrees with.";
    }

    private static String side(String reviewer, String decision, String decidedAt, ZoneId zone) {
        return reviewer + " " + past(decision) + " " + Timestamps.clockTime(decidedAt, zone);
    }

    private static String past(String decision) {
        switch (decision) {
            case "approve":
                return "approved";
            case "reject":
                return "rejected";
            default:
                return decision.replace('_', ' ');
        }
    }
}
