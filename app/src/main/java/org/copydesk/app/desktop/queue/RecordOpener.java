package org.copydesk.app.desktop.queue;

/** Opens a record of a kind ({@code shadow_run}, {@code analyst_take}, {@code research_brief}); the window decides how. */
@FunctionalInterface
public interface RecordOpener {

    void open(String kind, String id);
}
