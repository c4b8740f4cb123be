package org.copydesk.app.desktop.evaluation;

import java.util.List;

import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

import org.copydesk.app.desktop.common.PageTitle;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.workflow.metrics.GroupBy;

/** View → Evaluation: figures per model, prompt, schema or week, each with its denominator, and the trends as charts. */
public final class EvaluationView extends VBox {

    private final TableView<GroupRow> groups;

    public EvaluationView(EvaluationViewModel viewModel, Runnable back) {
        setId(EvaluationIds.VIEW);
        getStyleClass().add(Styles.PANEL);
        Button backButton = PageTitle.toQueue(EvaluationIds.BACK, back);
        Label title = PageTitle.title("Evaluation");
        ChoiceBox<GroupBy> by = new ChoiceBox<>();
        by.setId(EvaluationIds.GROUP_BY);
        by.getItems().setAll(GroupBy.values());
        by.setConverter(new StringConverter<>() {
            @Override
            public String toString(GroupBy g) {
                return g == null ? "" : label(g);
            }

            @Override
            public GroupBy fromString(String text) {
                return null;
            }
        });
        by.valueProperty().bindBidirectional(viewModel.groupByProperty());
        Button refresh = new Button("Verify again");
        refresh.setId(EvaluationIds.REFRESH);
        refresh.setOnAction(e -> viewModel.refresh());
        refresh.disableProperty().bind(viewModel.loadingProperty());
        ProgressBar progress = new ProgressBar();
        progress.setId(EvaluationIds.PROGRESS);
        progress.progressProperty().bind(viewModel.progressProperty());
        progress.visibleProperty().bind(viewModel.loadingProperty());
        progress.managedProperty().bind(progress.visibleProperty());
        Label summary = new Label();
        summary.setId(EvaluationIds.SUMMARY);
        summary.getStyleClass().add(Styles.MUTED);
        summary.textProperty().bind(viewModel.summaryProperty());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Label groupLabel = new Label("Group by");
        groupLabel.getStyleClass().add(Styles.FILTER_LABEL);
        for (Control fixed : List.of(backButton, title, groupLabel, by, refresh)) {
            fixed.setMinWidth(Region.USE_PREF_SIZE);
        }
        HBox bar = new HBox(10, backButton, title, summary, spacer, progress, groupLabel, by, refresh);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add(Styles.TOOLBAR);
        bar.setPadding(new Insets(10, 14, 10, 14));

        Label validOnly = new Label("Only valid decisions count: not stale, revoked, superseded or badly signed, and for "
                + "each run only its latest. Every rate shows its counts (\"12 of 15\"); a rate over nothing is —.");
        validOnly.setId(EvaluationIds.VALID_ONLY);
        validOnly.getStyleClass().add(Styles.MUTED);
        validOnly.setWrapText(true);
        validOnly.setPadding(new Insets(0, 14, 0, 14));

        groups = EvaluationTables.groups(viewModel);
        Label fieldsTitle = new Label();
        fieldsTitle.setId(EvaluationIds.FIELDS_TITLE);
        fieldsTitle.getStyleClass().add(Styles.SECTION_TITLE);
        fieldsTitle.textProperty().bind(viewModel.fieldsTitleProperty());
        TableView<FieldFigureRow> fields = EvaluationTables.fields(viewModel);
        VBox.setVgrow(fields, Priority.ALWAYS);
        VBox fieldBox = new VBox(6, fieldsTitle, fields);
        SplitPane charts = new SplitPane(EvaluationCharts.weekly(viewModel.weekly()),
                EvaluationCharts.byPrompt(viewModel.byPrompt()));
        charts.setOrientation(Orientation.VERTICAL);
        SplitPane lower = new SplitPane(fieldBox, charts);
        lower.setDividerPositions(0.45);
        SplitPane body = new SplitPane(groups, lower);
        body.setOrientation(Orientation.VERTICAL);
        body.setDividerPositions(0.22);
        VBox.setVgrow(body, Priority.ALWAYS);
        getChildren().addAll(bar, validOnly, body);
        addEventHandler(KeyEvent.KEY_PRESSED, key -> {
            if (key.getCode() == KeyCode.ESCAPE) {
                back.run();
                key.consume();
            }
        });
    }

    /** The group table takes the focus when the view opens, so arrows move between groups at once. */
    public void focusTable() {
        groups.requestFocus();
    }

    static String label(GroupBy g) {
        switch (g) {
            case MODEL:
                return "model";
            case PROMPT:
                return "prompt digest";
            case SCHEMA:
                return "schema digest";
            default:
                return "week";
        }
    }
}
