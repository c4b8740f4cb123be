package org.copydesk.importers.bundle;

/** What a file in a bundle is, judged by its place and name (FORMATS §7). */
public enum EntryKind {
    /** A {@code *.json} interchange document. */
    DOCUMENT,
    /** {@code raw/<sha256>[.ext]}: a source's bytes as fetched. */
    RAW,
    /** {@code artifacts/<sha256>}: a research brief's retrieved artifact. */
    ARTIFACT
}
