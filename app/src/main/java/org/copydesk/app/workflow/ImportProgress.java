package org.copydesk.app.workflow;

/** Receives an import's progress; the desktop binds it to a progress bar. */
public interface ImportProgress {

    ImportProgress NONE = (done, total, path) -> { };

    void update(long done, long total, String currentPath);

    /** Asked between files; true stops the import after the current document. */
    default boolean cancelled() {
        return false;
    }
}
