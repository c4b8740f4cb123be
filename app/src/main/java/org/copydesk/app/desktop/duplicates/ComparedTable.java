package org.copydesk.app.desktop.duplicates;

import javafx.collections.ObservableList;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;

import org.copydesk.app.desktop.common.Columns;
import org.copydesk.app.desktop.common.ListPage;
import org.copydesk.app.desktop.common.Styles;

/**
 * A side-by-side table: one row per aligned field or candidate, coloured by its difference.
 * Selecting a row shows what each side cites for it.
 */
final class ComparedTable {

    private ComparedTable() {
    }

    static <R extends ComparedRow> TableView<R> create(String id, String firstColumn, double valueWidth,
                                                       ObservableList<R> rows, ComparisonViewModel viewModel) {
        TableView<R> table = new TableView<>(rows);
        ListPage.movesWithJK(table);
        table.setId(id);
        table.setPlaceholder(new Label("Nothing extracted on either side."));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(Columns.text(firstColumn, 150, ComparedRow::label));
        table.getColumns().add(Columns.text("Left", valueWidth, ComparedRow::left));
        table.getColumns().add(Columns.text("Right", valueWidth, ComparedRow::right));
        TableColumn<R, String> difference = Columns.text("", 95, r -> r.difference().label());
        // The difference is the point of the row: its column never shrinks to an ellipsis.
        difference.setMinWidth(95);
        table.getColumns().add(difference);
        table.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(R row, boolean empty) {
                super.updateItem(row, empty);
                getStyleClass().removeAll(Styles.DIFF_SAME, Styles.DIFF_DIFFERS, Styles.DIFF_ONLY_ONE);
                if (!empty && row != null) {
                    getStyleClass().add(styleOf(row.difference()));
                }
            }
        });
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, row) -> {
            if (row != null) {
                viewModel.showEvidence(Side.LEFT, row);
                viewModel.showEvidence(Side.RIGHT, row);
            }
        });
        return table;
    }

    static String styleOf(Difference difference) {
        switch (difference) {
            case SAME:
                return Styles.DIFF_SAME;
            case DIFFERS:
                return Styles.DIFF_DIFFERS;
            default:
                return Styles.DIFF_ONLY_ONE;
        }
    }

}
