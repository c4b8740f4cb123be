package org.copydesk.app.desktop.record;

/** How a block of a derived snapshot compares with upstream's, matched by text digest, as the block list marks it. */
public enum DifferenceMark {
    NONE(""),
    SAME("= same"),
    CHANGED("≠ changed"),
    ONLY_UPSTREAM("− only upstream"),
    ONLY_EXTRACTED("+ only extracted");

    private final String label;

    DifferenceMark(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
