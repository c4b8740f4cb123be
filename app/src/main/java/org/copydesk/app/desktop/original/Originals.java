package org.copydesk.app.desktop.original;

/** What the original's pane reads of a stored raw file: a PDF's pages, or an HTML page's text. */
public interface Originals {

    /** The PDF's number of pages; throws for a damaged or encrypted PDF. */
    int pageCount(String rawSha256);

    /** One page as a PNG; {@code pageNumber} is 1-based, as blocks number their pages. */
    byte[] renderPage(String rawSha256, int pageNumber, float dpi);

    /** The page's text as a reader sees it, with no markup, script or style left. */
    String htmlText(String rawSha256);
}
