package org.copydesk.app.desktop.original;

/** Ids of the original view's controls. */
public final class OriginalIds {

    public static final String PANE = "original-pane";
    public static final String PAGE_IMAGE = "original-page-image";
    public static final String PAGE_BLOCKS = "original-page-blocks";
    public static final String PAGE_LABEL = "original-page-label";
    public static final String PREVIOUS = "original-previous-page";
    public static final String NEXT = "original-next-page";
    public static final String LINE = "original-line";
    public static final String HTML_TEXT = "original-html-text";

    private OriginalIds() {
    }
}
