package org.copydesk.app.desktop.common;

import java.util.function.Function;

import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.TableColumn;

/** Table columns every page uses. */
public final class Columns {

    private Columns() {
    }

    /** A plain text column, not sortable: a table keeps the order its view model gives. */
    public static <T> TableColumn<T, String> text(String title, double width, Function<T, String> value) {
        TableColumn<T, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setSortable(false);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        return column;
    }
}
