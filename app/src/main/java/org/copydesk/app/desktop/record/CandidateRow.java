package org.copydesk.app.desktop.record;

/** A source URL a discover run considered, with upstream's decision and reason. */
public record CandidateRow(String url, String canonicalUrl, String decision, String reason) {

    public boolean allowed() {
        return "allowed".equals(decision);
    }
}
