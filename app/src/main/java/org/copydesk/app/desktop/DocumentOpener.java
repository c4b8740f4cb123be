package org.copydesk.app.desktop;

import java.util.function.BiConsumer;
import java.util.function.Consumer;

import org.copydesk.app.workflow.DocumentKinds;

/** Opens a take or brief chosen in the queue on the page that shows its kind. */
final class DocumentOpener implements BiConsumer<String, String> {

    private final Consumer<String> takes;
    private final Consumer<String> briefs;

    DocumentOpener(Consumer<String> takes, Consumer<String> briefs) {
        this.takes = takes;
        this.briefs = briefs;
    }

    @Override
    public void accept(String kind, String id) {
        if (kind.equals(DocumentKinds.ANALYST_TAKE)) {
            takes.accept(id);
        } else if (kind.equals(DocumentKinds.RESEARCH_BRIEF)) {
            briefs.accept(id);
        }
    }
}
