package org.copydesk.app.desktop.briefs;

import java.util.function.Function;

import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.text.Text;

import org.copydesk.app.desktop.checks.CheckRow;

/** Wrapping text columns for the brief's check table. */
final class CheckColumns {

    private CheckColumns() {
    }

    /** "✓ passed", "✗ failed": a symbol as well as a word, so the result reads without colour. */
    static String result(CheckRow row) {
        switch (row.verdict()) {
            case PASSED:
                return "✓ passed";
            case FAILED:
                return "✗ failed";
            default:
                return "– not applicable";
        }
    }

    static TableColumn<CheckRow, String> text(String title, double width, Function<CheckRow, String> text) {
        TableColumn<CheckRow, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setSortable(false);
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(text.apply(c.getValue())));
        column.setCellFactory(c -> new TableCell<>() {
            private final Text wrapped = new Text();

            {
                wrapped.wrappingWidthProperty().bind(column.widthProperty().subtract(12));
                wrapped.getStyleClass().add("text");
            }

            @Override
            protected void updateItem(String value, boolean empty) {
                super.updateItem(value, empty);
                setText(null);
                wrapped.setText(empty || value == null ? "" : value);
                setGraphic(empty ? null : wrapped);
            }
        });
        return column;
    }
}
