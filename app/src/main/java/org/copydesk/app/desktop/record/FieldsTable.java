package org.copydesk.app.desktop.record;

import java.util.function.Function;

import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ObservableList;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.text.Text;

import org.copydesk.app.desktop.common.Columns;
import org.copydesk.app.desktop.common.ListPage;
import org.copydesk.app.desktop.common.Styles;

/** Tables of citing rows (fields, results): text columns, an evidence column of chips, selection highlights. */
final class FieldsTable {

    private FieldsTable() {
    }

    static <T extends Citing> TableView<T> create(String id, ObservableList<T> rows, RecordViewModel viewModel) {
        TableView<T> table = new TableView<>(rows);
        ListPage.movesWithJK(table);
        table.setId(id);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPlaceholder(new Label("Nothing extracted."));
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, row) -> {
            if (row != null) {
                viewModel.select(row);
            }
        });
        // Tabbing into a table makes its selected row the one the verdict keys act on (the first, if none is).
        table.focusedProperty().addListener((obs, old, focused) -> {
            if (focused && !rows.isEmpty()) {
                if (table.getSelectionModel().isEmpty()) {
                    table.getSelectionModel().select(0);
                } else {
                    viewModel.select(table.getSelectionModel().getSelectedItem());
                }
            }
        });
        return table;
    }

    /** A value column that wraps long text (question wording) and greys undisclosed values. */
    static <T> TableColumn<T, String> wrapping(String title, double width, Function<T, String> value) {
        TableColumn<T, String> column = Columns.text(title, width, value);
        column.setCellFactory(c -> new TableCell<>() {
            private final Text text = new Text();

            {
                text.wrappingWidthProperty().bind(c.widthProperty().subtract(14));
                text.getStyleClass().add(Styles.BLOCK_TEXT);
            }

            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                text.getStyleClass().remove(Styles.MUTED);
                if (empty || item == null) {
                    setGraphic(null);
                    return;
                }
                text.setText(item);
                if (item.equals(RecordRows.NOT_DISCLOSED)) {
                    text.getStyleClass().add(Styles.MUTED);
                }
                setGraphic(text);
            }
        });
        return column;
    }

    static <T extends Citing> TableColumn<T, T> evidence(double width, RecordViewModel viewModel) {
        TableColumn<T, T> column = new TableColumn<>("Evidence");
        column.setPrefWidth(width);
        column.setSortable(false);
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue()));
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(T row, boolean empty) {
                super.updateItem(row, empty);
                setGraphic(empty || row == null ? null : Chips.bar(row.chips(), chip -> {
                    getTableView().getSelectionModel().select(getIndex());
                    viewModel.selectChip(row, chip);
                }));
            }
        });
        return column;
    }
}
