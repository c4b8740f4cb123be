package org.copydesk.app.desktop.evaluation;

import java.util.function.Function;

import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

import org.copydesk.app.desktop.common.ListPage;

/** The Evaluation view's two tables: the figures per group, and one group's accuracy per field. */
final class EvaluationTables {

    private EvaluationTables() {
    }

    static TableView<GroupRow> groups(EvaluationViewModel viewModel) {
        TableView<GroupRow> table = new TableView<>(viewModel.groups());
        ListPage.movesWithJK(table);
        table.setId(EvaluationIds.GROUPS);
        table.setPlaceholder(new Label("No valid decision on a shadow run yet: sign some, with field verdicts."));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(column("Group", 190, GroupRow::key));
        table.getColumns().add(column("Runs reviewed", 95, GroupRow::runs));
        table.getColumns().add(column("Approved", 75, GroupRow::approved));
        table.getColumns().add(column("Rejected", 75, GroupRow::rejected));
        table.getColumns().add(column("With verdicts", 95, GroupRow::adjudicated));
        table.getColumns().add(column("Override rate", 130, GroupRow::overrides));
        table.getColumns().add(column("Field accuracy", 140, GroupRow::accuracy));
        table.getColumns().add(column("Missed disclosures", 140, GroupRow::missedDisclosure));
        table.getColumns().add(column("Claims supported", 130, GroupRow::claimSupport));
        table.getColumns().add(column("Injections caught", 130, GroupRow::injectionCatch));
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, row) -> {
            if (row != null) {
                viewModel.select(row);
            }
        });
        return table;
    }

    static TableView<FieldFigureRow> fields(EvaluationViewModel viewModel) {
        TableView<FieldFigureRow> table = new TableView<>(viewModel.fields());
        ListPage.movesWithJK(table);
        table.setId(EvaluationIds.FIELDS);
        table.setPlaceholder(new Label("No field verdicts in this group."));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(column("Field", 170, FieldFigureRow::path));
        table.getColumns().add(column("Accuracy", 120, FieldFigureRow::accuracy));
        table.getColumns().add(column("Correct", 60, FieldFigureRow::correct));
        table.getColumns().add(column("Incorrect", 70, FieldFigureRow::incorrect));
        table.getColumns().add(column("Missed", 60, FieldFigureRow::missed));
        table.getColumns().add(column("Unsupported", 80, FieldFigureRow::unsupported));
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, row) -> {
            if (row != null) {
                viewModel.plot(row);
            }
        });
        return table;
    }

    private static <T, V> TableColumn<T, V> column(String title, double width, Function<T, V> value) {
        TableColumn<T, V> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
        return column;
    }
}
