package org.copydesk.app.desktop.decide;

import java.util.function.Function;

import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ObservableList;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;

import org.copydesk.app.desktop.common.ListPage;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.workflow.decide.DecisionState;

/** The decision table shared by a record's history and the audit view; alarming states stand out. */
public final class DecisionTables {

    private DecisionTables() {
    }

    public static TableView<DecisionRow> create(String id, ObservableList<DecisionRow> rows, boolean withSubject) {
        TableView<DecisionRow> table = new TableView<>(rows);
        ListPage.movesWithJK(table);
        ListPage.keepsSelectedRecord(table, DecisionRow::decisionSha256);
        table.setId(id);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(stateColumn());
        table.getColumns().add(column("Decision", 90, DecisionRow::decision));
        table.getColumns().add(column("Who", 130, r -> r.reviewer() + " (" + r.role() + ")"));
        table.getColumns().add(column("When", 170, DecisionRow::decidedAt));
        if (withSubject) {
            table.getColumns().add(column("Subject", 190, r -> r.subjectKind().replace('_', ' ') + " " + r.subjectsText()));
        }
        table.getColumns().add(column("Rationale", 380, DecisionRow::rationale));
        table.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(DecisionRow row, boolean empty) {
                super.updateItem(row, empty);
                getStyleClass().removeAll(Styles.STATE_ALARM, Styles.STATE_FADED);
                if (!empty && row != null && row.alarming()) {
                    getStyleClass().add(Styles.STATE_ALARM);
                } else if (!empty && row != null && row.state() != DecisionState.VALID) {
                    getStyleClass().add(Styles.STATE_FADED);
                }
            }
        });
        return table;
    }

    private static TableColumn<DecisionRow, String> column(String title, double width, Function<DecisionRow, String> text) {
        TableColumn<DecisionRow, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setSortable(false);
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(text.apply(c.getValue())));
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String value, boolean empty) {
                super.updateItem(value, empty);
                setText(empty ? null : value);
                setTooltip(empty || value == null || value.isEmpty() ? null : new Tooltip(value));
            }
        });
        return column;
    }

    private static TableColumn<DecisionRow, DecisionRow> stateColumn() {
        TableColumn<DecisionRow, DecisionRow> column = new TableColumn<>("State");
        column.setPrefWidth(120);
        column.setMinWidth(110);
        column.setSortable(false);
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(DecisionRow row, boolean empty) {
                super.updateItem(row, empty);
                getStyleClass().removeAll(Styles.STATE_VALID, Styles.STATE_ALARM);
                if (empty || row == null) {
                    setText(null);
                    setTooltip(null);
                    return;
                }
                setText((row.state() == DecisionState.VALID ? "✓ " : row.alarming() ? "⚠ " : "") + row.stateText());
                setTooltip(new Tooltip(row.detail()));
                if (row.state() == DecisionState.VALID) {
                    getStyleClass().add(Styles.STATE_VALID);
                } else if (row.alarming()) {
                    getStyleClass().add(Styles.STATE_ALARM);
                }
            }
        });
        return column;
    }
}
