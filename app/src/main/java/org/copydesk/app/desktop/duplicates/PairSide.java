package org.copydesk.app.desktop.duplicates;

/** One record of a suggested pair as the list names it. */
public record PairSide(String recordSha256, String title, String pollster) {

    public String shortDigest() {
        return recordSha256.length() > 8 ? recordSha256.substring(0, 8) : recordSha256;
    }
}
