package org.copydesk.store;

/** One entry of the decision log: which document it is ({@link #ROSTER_CHANGE} or {@link #DECISION}) and its RFC 6962 leaf hash. */
public record LogLeaf(long index, String kind, String documentSha256, byte[] leafHash) {

    public static final String ROSTER_CHANGE = "roster_change";
    public static final String DECISION = "decision";
}
