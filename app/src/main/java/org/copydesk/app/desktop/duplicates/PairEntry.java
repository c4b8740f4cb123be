package org.copydesk.app.desktop.duplicates;

import java.util.List;
import java.util.Optional;

import org.copydesk.model.checks.duplicates.DuplicateSuggestion;

/** One suggested pair in the list: the suggestion, both records, and the pair's latest valid decision. */
public record PairEntry(DuplicateSuggestion suggestion, PairSide left, PairSide right, Optional<String> decision) {

    public static final String PENDING = "pending";

    public List<String> pair() {
        return suggestion.recordSha256s();
    }

    public String kind() {
        return suggestion.kind().id();
    }

    public String kindLabel() {
        return kind().replace('_', ' ');
    }

    /** The rule that fired: the fields both records agree on. */
    public String rule() {
        return String.join(", ", suggestion.matchedFields());
    }

    public boolean isPending() {
        return decision.isEmpty();
    }

    /** "pending", or the decision as written ("distinct"). */
    public String decisionState() {
        return decision.orElse(PENDING);
    }

    public String decisionLabel() {
        return decisionState().replace('_', ' ');
    }

    public boolean names(String recordSha256) {
        return pair().contains(recordSha256);
    }

    public PairSide other(String recordSha256) {
        return left.recordSha256().equals(recordSha256) ? right : left;
    }

    /**
     * How a record's header names this pair, decision first so that a shortened line still says it:
     * "distinct · probable same sample with 1a2b3c4d (Harbor Research — …)".
     */
    public String lineFor(String recordSha256) {
        PairSide other = other(recordSha256);
        String who = other.pollster().isEmpty() ? other.title() : other.pollster() + " — " + other.title();
        return decisionLabel() + " · " + kindLabel() + " with " + other.shortDigest() + " (" + who + ")";
    }
}
