package org.copydesk.app.desktop.checks;

import java.util.function.Function;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.ListPage;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.model.checks.Verdict;

/** The Checks panel: one row per check, failures first; clicking one highlights what it names. */
public final class ChecksPanel extends VBox {

    public ChecksPanel(ChecksViewModel viewModel) {
        super(6);
        getStyleClass().add(Styles.PANEL);
        Label summary = new Label();
        summary.setId(Ids.CHECKS_SUMMARY);
        summary.textProperty().bind(viewModel.summaryProperty());
        viewModel.anyFailedProperty().addListener((obs, old, failed) -> {
            summary.getStyleClass().removeAll(Styles.CHECK_FAILED, Styles.CHECK_PASSED);
            summary.getStyleClass().add(failed ? Styles.CHECK_FAILED : Styles.CHECK_PASSED);
        });
        Button rerun = new Button("Run again  (Ctrl+R)");
        rerun.setId(Ids.CHECKS_RERUN);
        rerun.disableProperty().bind(viewModel.runningProperty());
        rerun.setOnAction(e -> viewModel.rerun());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox top = new HBox(8, summary, spacer, rerun);
        top.setAlignment(Pos.CENTER_LEFT);

        Label caveat = new Label(ChecksViewModel.CAVEAT);
        caveat.getStyleClass().add(Styles.CHECKS_CAVEAT);
        caveat.setWrapText(true);

        TableView<CheckRow> table = new TableView<>(viewModel.rows());
        ListPage.movesWithJK(table);
        table.setId(Ids.CHECKS_TABLE);
        table.setPlaceholder(new Label("Checks run when a record opens."));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(resultColumn());
        table.getColumns().add(column("Check", 200, CheckRow::checkId));
        table.getColumns().add(column("Detail", 240, CheckRow::detail));
        table.getColumns().add(column("Proves / does not prove", 320,
                r -> r.proves().isEmpty() ? "" : "Proves: " + r.proves() + "\nDoes not prove: " + r.doesNotProve()));
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, row) -> {
            if (row != null) {
                viewModel.select(row);
            }
        });
        VBox.setVgrow(table, Priority.ALWAYS);
        getChildren().addAll(top, caveat, table);
    }

    private static TableColumn<CheckRow, String> column(String title, double width, Function<CheckRow, String> text) {
        return CheckColumns.text(title, width, text);
    }

    private static TableColumn<CheckRow, Verdict> resultColumn() {
        return CheckColumns.result();
    }
}
