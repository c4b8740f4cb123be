package org.copydesk.app.desktop.audit;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.PageTitle;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.desktop.decide.DecisionRow;
import org.copydesk.app.desktop.decide.DecisionTables;
import org.copydesk.app.desktop.queue.ChoiceFilter;

/** The audit: every decision and whether it still verifies; stale and forged rows stand out. */
public final class AuditView extends VBox {

    public AuditView(AuditViewModel viewModel, Runnable back) {
        setId(Ids.AUDIT);
        getStyleClass().add(Styles.PANEL);
        Button backButton = PageTitle.toQueue(null, back);
        Label title = PageTitle.title("Audit · every signed decision, verified now");
        ChoiceFilter states = new ChoiceFilter(Ids.AUDIT_STATE_FILTER, viewModel.stateOptions(), viewModel::filterState);
        ChoiceFilter reviewers = new ChoiceFilter(Ids.AUDIT_REVIEWER_FILTER, viewModel.reviewerOptions(),
                viewModel::filterReviewer);
        Button reverify = new Button("Verify again");
        reverify.setOnAction(e -> viewModel.refresh());
        Label count = new Label();
        count.setId(Ids.AUDIT_COUNT);
        count.getStyleClass().add(Styles.MUTED);
        count.textProperty().bind(viewModel.summaryProperty());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox bar = new HBox(10, backButton, title, spacer, label("State"), states.node(), label("Reviewer"),
                reviewers.node(), reverify, count);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add(Styles.TOOLBAR);
        bar.setPadding(new Insets(10, 14, 10, 14));
        Label log = new Label();
        log.setId(Ids.AUDIT_LOG);
        log.setWrapText(true);
        log.setPadding(new Insets(0, 14, 8, 14));
        log.textProperty().bind(viewModel.logLineProperty());
        viewModel.logIntactProperty().addListener((obs, was, intact) -> {
            log.getStyleClass().remove(Styles.STATE_ALARM);
            if (!intact) {
                log.getStyleClass().add(Styles.STATE_ALARM);
            }
        });
        TableView<DecisionRow> table = DecisionTables.create(Ids.AUDIT_TABLE, viewModel.rows(), true);
        table.setPlaceholder(new Label("No decision is stored yet."));
        VBox.setVgrow(table, Priority.ALWAYS);
        getChildren().addAll(bar, log, table);
    }

    private static Label label(String text) {
        Label label = new Label(text);
        label.getStyleClass().add(Styles.FILTER_LABEL);
        return label;
    }
}
