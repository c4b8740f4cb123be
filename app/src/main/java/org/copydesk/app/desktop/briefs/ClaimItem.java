package org.copydesk.app.desktop.briefs;

import java.util.List;

/** One claim of the brief with its confidence and each citation placed in its artifact. */
public record ClaimItem(String claimId, String statement, String confidence, List<QuoteInContext> citations) {

    public ClaimItem {
        citations = List.copyOf(citations);
    }
}
