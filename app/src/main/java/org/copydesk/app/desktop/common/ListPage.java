package org.copydesk.app.desktop.common;

import java.util.function.Consumer;

import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.VBox;

/**
 * What the list pages (duplicate suggestions, analyst takes, research briefs) share: a bar
 * above the table, Enter or a double click to open the selected row, the first row selected
 * as soon as there is one, and Escape to go back.
 */
public final class ListPage {

    private ListPage() {
    }

    /** The bar above a list: its lines stacked and padded as a toolbar. */
    public static VBox bar(Node... lines) {
        VBox bar = new VBox(8, lines);
        bar.getStyleClass().add(Styles.TOOLBAR);
        bar.setPadding(new Insets(10, 14, 10, 14));
        return bar;
    }


    /** Enter or a primary double click opens the selected row; nothing happens with none selected. */
    public static <T> void opensSelected(TableView<T> table, Consumer<T> open) {
        table.addEventHandler(KeyEvent.KEY_PRESSED, key -> {
            T selected = table.getSelectionModel().getSelectedItem();
            if (key.getCode() == KeyCode.ENTER && selected != null) {
                open.accept(selected);
                key.consume();
            }
        });
        table.setOnMouseClicked(click -> {
            T selected = table.getSelectionModel().getSelectedItem();
            if (click.getButton() == MouseButton.PRIMARY && click.getClickCount() == 2 && selected != null) {
                open.accept(selected);
            }
        });
    }

    /** Selects the first row as soon as {@code rows} has one and nothing is selected, so Enter works at once. */
    public static <T> void selectsFirstRow(TableView<T> table, ObservableList<T> rows) {
        rows.addListener((ListChangeListener<T>) change -> {
            if (!rows.isEmpty() && table.getSelectionModel().isEmpty()) {
                table.getSelectionModel().select(0);
            }
        });
    }

    /** The keyboard focus on the table, its first row selected when none is. */
    public static void focus(TableView<?> table) {
        table.requestFocus();
        if (table.getSelectionModel().isEmpty() && !table.getItems().isEmpty()) {
            table.getSelectionModel().select(0);
        }
    }

    /** Escape anywhere on the page goes back. */
    public static void backOnEscape(Node page, Runnable back) {
        page.addEventHandler(KeyEvent.KEY_PRESSED, key -> {
            if (key.getCode() == KeyCode.ESCAPE) {
                back.run();
                key.consume();
            }
        });
    }
}
