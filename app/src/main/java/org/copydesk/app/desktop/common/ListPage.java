package org.copydesk.app.desktop.common;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.VBox;

/**
 * What the list pages (the queue, duplicate suggestions, analyst takes, research briefs, the
 * roster) share: a bar above the table, J/K to move, Enter or a double click to open the selected
 * row, a row selected as soon as there is one and kept in place when the list is read again, and
 * Escape to go back.
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

    /**
     * Selects a row as soon as {@code rows} has one and nothing is selected: the first at first; after
     * the list is read again (a decision re-sorts it), the row at the place the user was, so the next
     * keys act on the row now there (the next pair) instead of jumping to the top.
     */
    public static <T> void selectsFirstRow(TableView<T> table, ObservableList<T> rows) {
        int[] place = {0};
        table.getSelectionModel().selectedIndexProperty().addListener((obs, old, now) -> {
            if (now.intValue() >= 0) {
                place[0] = now.intValue();
            }
        });
        rows.addListener((ListChangeListener<T>) change -> {
            if (!rows.isEmpty() && table.getSelectionModel().isEmpty()) {
                int index = Math.min(place[0], rows.size() - 1);
                table.getSelectionModel().select(index);
                table.getFocusModel().focus(index);
                show(table, index);
            }
        });
    }

    /**
     * Keeps the selected row's record selected when the list is read again (another desk added
     * rows above it), found by {@code identity}, and the rows above it on screen as many as before;
     * a record no longer listed leaves the selection to {@link #selectsFirstRow}.
     */
    public static <T> void keepsSelectedRecord(TableView<T> table, Function<T, ?> identity) {
        Object[] selected = {null};
        int[] above = {0};
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null) {
                selected[0] = identity.apply(now);
                above[0] = table.getSelectionModel().getSelectedIndex() - firstVisible(table);
            }
        });
        table.getItems().addListener((ListChangeListener<T>) change -> {
            if (selected[0] == null) {
                return;
            }
            T now = table.getSelectionModel().getSelectedItem();
            if (now != null && selected[0].equals(identity.apply(now))) {
                return;
            }
            List<T> rows = table.getItems();
            for (int i = 0; i < rows.size(); i++) {
                if (selected[0].equals(identity.apply(rows.get(i)))) {
                    int keep = i;
                    int shift = above[0];
                    table.getSelectionModel().clearAndSelect(keep);
                    table.getFocusModel().focus(keep);
                    table.scrollTo(Math.max(0, keep - Math.max(0, shift)));
                    return;
                }
            }
        });
    }

    private static int firstVisible(TableView<?> table) {
        if (table.lookup(".virtual-flow") instanceof VirtualFlow<?> flow && flow.getFirstVisibleCell() != null) {
            return flow.getFirstVisibleCell().getIndex();
        }
        return 0;
    }

    /** J and K move down and up a row, as the arrow keys do; every list takes the same keys. */
    public static void movesWithJK(TableView<?> table) {
        table.addEventFilter(KeyEvent.KEY_PRESSED, key -> {
            if (key.isShortcutDown() || key.isAltDown() || key.getTarget() instanceof TextInputControl) {
                return;
            }
            if (key.getCode() == KeyCode.J) {
                move(table, 1);
                key.consume();
            } else if (key.getCode() == KeyCode.K) {
                move(table, -1);
                key.consume();
            }
        });
    }

    /** Selects the row {@code step} rows from the selected one (the first when none is), scrolled into view. */
    public static void move(TableView<?> table, int step) {
        int size = table.getItems().size();
        if (size == 0) {
            return;
        }
        int current = table.getSelectionModel().getSelectedIndex();
        int next = Math.max(0, Math.min(size - 1, current < 0 ? 0 : current + step));
        table.getSelectionModel().clearAndSelect(next);
        table.getFocusModel().focus(next);
        show(table, next);
    }

    /** Scrolls only as far as needed to show the row, as arrow keys do; {@code scrollTo} would put it at the top. */
    public static void show(TableView<?> table, int index) {
        if (table.lookup(".virtual-flow") instanceof VirtualFlow<?> flow) {
            flow.scrollTo(index);
        }
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
