package org.copydesk.model.checks.duplicates;

/** The two kinds of duplicate suggestion (CHECKS.md, Duplicates); {@link #id()} is the wire name. */
public enum DuplicateKind {
    EXACT_DOCUMENT("exact_document"),
    PROBABLE_SAME_SAMPLE("probable_same_sample");

    private final String id;

    DuplicateKind(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }
}
