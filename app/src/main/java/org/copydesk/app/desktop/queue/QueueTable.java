package org.copydesk.app.desktop.queue;

import java.util.function.Function;

import javafx.beans.binding.Bindings;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;

import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.ListPage;
import org.copydesk.app.desktop.common.Styles;

/** The queue's virtualized table: fixed row height, no client-side sorting (the store orders), J/K/Enter. */
final class QueueTable {

    private static final double ROW_HEIGHT = 30;

    private QueueTable() {
    }

    static TableView<QueueItem> create(QueueViewModel viewModel) {
        TableView<QueueItem> table = new TableView<>();
        table.setId(Ids.QUEUE_TABLE);
        table.getStyleClass().add(Styles.QUEUE_TABLE);
        table.setFixedCellSize(ROW_HEIGHT);
        Label placeholder = new Label();
        placeholder.setId(Ids.QUEUE_PLACEHOLDER);
        placeholder.setWrapText(true);
        placeholder.textProperty().bind(viewModel.placeholderProperty());
        table.setPlaceholder(placeholder);
        table.itemsProperty().bind(viewModel.rowsProperty());
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(column("Kind", 112, QueueItem::kind));
        table.getColumns().add(column("Task", 120, QueueItem::task));
        table.getColumns().add(statusColumn());
        table.getColumns().add(column("Race", 112, QueueItem::race));
        table.getColumns().add(column("Source", 300, QueueItem::source));
        table.getColumns().add(column("Pollster", 140, QueueItem::pollster));
        table.getColumns().add(column("Field dates", 150, QueueItem::fieldDates));
        table.getColumns().add(column("Checks", 100, QueueItem::checkState));
        table.getColumns().add(withTooltips(column("Decision", 180, QueueItem::decisionState)));
        table.getColumns().add(reviewingColumn(viewModel));
        table.getColumns().add(duplicatesColumn(viewModel));
        table.setRowFactory(t -> {
            TableRow<QueueItem> row = new TableRow<>();
            row.setOnMouseClicked(event -> {
                if (event.getButton() == MouseButton.PRIMARY && event.getClickCount() == 2 && !row.isEmpty()) {
                    viewModel.open(row.getItem());
                }
            });
            return row;
        });
        table.addEventFilter(KeyEvent.KEY_PRESSED, event -> onKey(table, viewModel, event));
        return table;
    }

    private static void onKey(TableView<QueueItem> table, QueueViewModel viewModel, KeyEvent event) {
        if (event.isShortcutDown() || event.isAltDown()) {
            return;
        }
        if (event.getCode() == KeyCode.J) {
            ListPage.move(table, 1);
            event.consume();
        } else if (event.getCode() == KeyCode.K) {
            ListPage.move(table, -1);
            event.consume();
        } else if (event.getCode() == KeyCode.ENTER) {
            QueueItem selected = table.getSelectionModel().getSelectedItem();
            if (selected != null) {
                viewModel.open(selected);
            }
            event.consume();
        }
    }

    private static TableColumn<QueueItem, String> column(String title, double width, Function<QueueItem, String> text) {
        TableColumn<QueueItem, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        // Short columns never squeeze below their content; the source title takes what is left.
        column.setMinWidth(Math.min(width, 95));
        column.setSortable(false);
        column.setReorderable(false);
        // Bound to the item's row, so a placeholder cell fills in when its page arrives.
        column.setCellValueFactory(cell -> Bindings.createStringBinding(() -> text.apply(cell.getValue()),
                cell.getValue().rowProperty()));
        return column;
    }

    /** "2 · 1 pending": how many duplicate suggestions name the record, and how many await a decision. */
    private static TableColumn<QueueItem, String> duplicatesColumn(QueueViewModel viewModel) {
        TableColumn<QueueItem, String> column = column("Duplicates", 104, item -> "");
        column.setCellValueFactory(cell -> Bindings.createStringBinding(() -> cell.getValue().recordSha256()
                .map(sha -> viewModel.duplicateBadges().getOrDefault(sha, "")).orElse(""),
                cell.getValue().rowProperty(), viewModel.duplicateBadges()));
        return column;
    }

    /** "kim.lee is reviewing · since 09:12" on a record another desk has open for review. */
    private static TableColumn<QueueItem, String> reviewingColumn(QueueViewModel viewModel) {
        TableColumn<QueueItem, String> column = withTooltips(column("Reviewing", 135, item -> ""));
        column.setCellValueFactory(cell -> Bindings.createStringBinding(() -> cell.getValue().recordSha256()
                .map(sha -> viewModel.claimLines().getOrDefault(sha, "")).orElse(""),
                cell.getValue().rowProperty(), viewModel.claimLines()));
        return column;
    }

    /** Cells whose whole text is in a tooltip too: a conflict's two sides may not fit the column. */
    private static TableColumn<QueueItem, String> withTooltips(TableColumn<QueueItem, String> column) {
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String text, boolean empty) {
                super.updateItem(text, empty);
                setText(empty ? null : text);
                setTooltip(empty || text == null || text.length() < 20 ? null : new javafx.scene.control.Tooltip(text));
            }
        });
        return column;
    }

    private static TableColumn<QueueItem, String> statusColumn() {
        TableColumn<QueueItem, String> column = column("Status", 160, QueueItem::status);
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String status, boolean empty) {
                super.updateItem(status, empty);
                getStyleClass().removeAll(Styles.STATUS_BLOCKED, Styles.STATUS_NEEDS_REVIEW);
                setText(empty || status == null ? null : status.replace('_', ' '));
                if (!empty && "blocked".equals(status)) {
                    getStyleClass().add(Styles.STATUS_BLOCKED);
                } else if (!empty && "needs_human_review".equals(status)) {
                    getStyleClass().add(Styles.STATUS_NEEDS_REVIEW);
                }
            }
        });
        return column;
    }
}
