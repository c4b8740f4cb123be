package org.copydesk.app.desktop;

import java.util.Optional;

import javafx.scene.Node;

/**
 * One page of the window, registered in one place: which page it is, its view, what takes the
 * keyboard when it shows, and its entry in the View menu if it has one. The window stacks the
 * registered views and builds the View menu from them.
 */
public record Page(DeskPage id, Node view, Runnable focus, Optional<MenuEntry> menu) {

    /** A View-menu command: its label, node id, accelerator, and what showing the page does first. */
    public record MenuEntry(String text, String id, String accelerator, Runnable show) {
    }

    /** A page reached only from another page (a record from the queue), not from the View menu. */
    public static Page of(DeskPage id, Node view, Runnable focus) {
        return new Page(id, view, focus, Optional.empty());
    }

    /** This page with a View-menu command that shows it. */
    public Page inViewMenu(String text, String menuId, String accelerator, Runnable show) {
        return new Page(id, view, focus, Optional.of(new MenuEntry(text, menuId, accelerator, show)));
    }
}
