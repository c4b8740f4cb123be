package org.copydesk.app.desktop.record;

import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.common.Columns;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.ListPage;
import org.copydesk.app.desktop.common.Styles;

/** A discover run: each candidate URL with upstream's decision and reason. */
final class DiscoverPanel extends VBox {

    DiscoverPanel(RecordViewModel viewModel) {
        super(6);
        TableView<CandidateRow> table = new TableView<>(viewModel.candidates());
        ListPage.movesWithJK(table);
        table.setId(Ids.CANDIDATES_TABLE);
        table.setPlaceholder(new Label("No candidates."));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(Columns.text("URL as found", 260, CandidateRow::url));
        table.getColumns().add(Columns.text("Canonical URL", 260, CandidateRow::canonicalUrl));
        TableColumn<CandidateRow, String> decision = Columns.text("Decision", 90, CandidateRow::decision);
        decision.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String value, boolean empty) {
                super.updateItem(value, empty);
                getStyleClass().removeAll(Styles.DECISION_ALLOWED, Styles.DECISION_REJECTED);
                setText(empty ? null : value);
                if (!empty && value != null) {
                    getStyleClass().add("allowed".equals(value) ? Styles.DECISION_ALLOWED : Styles.DECISION_REJECTED);
                }
            }
        });
        table.getColumns().add(decision);
        table.getColumns().add(Columns.text("Reason", 140, CandidateRow::reason));
        VBox.setVgrow(table, Priority.ALWAYS);
        getChildren().addAll(PollPanel.title("Source candidates"), table);
    }
}
