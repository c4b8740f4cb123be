package org.copydesk.app.desktop;

import java.util.function.BiConsumer;
import java.util.function.Consumer;

import org.copydesk.app.workflow.DocumentKinds;

/** Opens a take or brief chosen in the queue on the page that shows its kind. */
final class DocumentOpener implements BiConsumer<String, String> {

    private final Consumer<String> takes;

    DocumentOpener(Consumer<String> takes) {
        this.takes = takes;
    }

    @Override
    public void accept(String kind, String id) {
        if (kind.equals(DocumentKinds.ANALYST_TAKE)) {
            takes.accept(id);
        }
    }
}
