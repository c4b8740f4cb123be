package org.copydesk.app.desktop.duplicates;

/** Where one side's document came from, for the identical-documents banner. */
public record SourceLine(String url, String publisher, String retrievedAt) {

    public String display() {
        return url + "  ·  " + publisher + "  ·  retrieved " + retrievedAt;
    }
}
