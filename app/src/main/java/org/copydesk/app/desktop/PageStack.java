package org.copydesk.app.desktop;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import javafx.beans.value.ObservableObjectValue;
import javafx.beans.binding.Bindings;
import javafx.scene.Node;
import javafx.scene.layout.StackPane;

/**
 * The window's pages, one shown at a time, under the sheets that open over them. Every page is
 * made at start, so it follows its view model from the first moment, but it is put into the
 * scene only when it is first shown, or when {@link #attach} asks for it once the window is up:
 * a page out of the scene costs no styling and no layout, and at start that is most of what the
 * window costs. A page once in stays in; taken out and put back it would be styled all over again.
 */
final class PageStack extends StackPane {

    private final ObservableObjectValue<DeskPage> page;
    private final Map<DeskPage, Node> waiting = new HashMap<>();
    private final Map<DeskPage, Runnable> focus = new HashMap<>();
    private final int sheets;

    PageStack(ObservableObjectValue<DeskPage> page, List<Node> sheets) {
        this.page = page;
        this.sheets = sheets.size();
        getChildren().addAll(sheets);
        // Registered before any other listener on the page, so a page is in the scene when they run.
        page.addListener((obs, old, now) -> {
            attach(now);
            focus.getOrDefault(now, () -> { }).run();
        });
    }

    /** The page's view shows while it is the page, joining the scene when first needed, and takes the keyboard. */
    void add(Page registered) {
        DeskPage which = registered.id();
        Node view = registered.view();
        view.visibleProperty().bind(Bindings.equal(page, which));
        waiting.put(which, view);
        focus.put(which, registered.focus());
        if (page.get() == which) {
            attach(which);
        }
    }

    /** Puts the page into the scene now, under the sheets, if it is not there yet. */
    void attach(DeskPage which) {
        Node view = waiting.remove(which);
        if (view != null) {
            getChildren().add(getChildren().size() - sheets, view);
        }
    }
}
