package org.copydesk.app.desktop.common;

import java.util.function.Supplier;

import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;

/**
 * A tooltip made when the pointer first enters its node, not when the node is made. A
 * {@link Tooltip} is a popup window with its own scene; a record of many chips and chart points
 * made one per node on every load, and opening the record waited for all of them.
 */
public final class LazyTooltip {

    private LazyTooltip() {
    }

    public static void install(Node node, Supplier<String> text) {
        EventHandler<MouseEvent> first = new EventHandler<>() {
            @Override
            public void handle(MouseEvent event) {
                node.removeEventHandler(MouseEvent.MOUSE_ENTERED, this);
                Tooltip tooltip = new Tooltip(text.get());
                if (node instanceof Control control) {
                    control.setTooltip(tooltip);
                } else {
                    Tooltip.install(node, tooltip);
                }
            }
        };
        node.addEventHandler(MouseEvent.MOUSE_ENTERED, first);
    }
}
