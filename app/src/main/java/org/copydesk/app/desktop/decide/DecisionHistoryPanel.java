package org.copydesk.app.desktop.decide;

import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.Styles;

/** Who decided what on this record, when and why, and whether each decision still verifies. */
public final class DecisionHistoryPanel extends VBox {

    public DecisionHistoryPanel(DecisionHistoryViewModel viewModel) {
        super(6);
        getStyleClass().add(Styles.PANEL);
        Label summary = new Label();
        summary.textProperty().bind(viewModel.summaryProperty());
        TableView<DecisionRow> table = DecisionTables.create(Ids.HISTORY_TABLE, viewModel.rows(), false);
        table.setPlaceholder(new Label("No decision on this record yet. A approves, R rejects."));
        VBox.setVgrow(table, Priority.ALWAYS);
        getChildren().addAll(summary, table);
    }
}
