package org.copydesk.app.desktop.record;

import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.common.Columns;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.desktop.verdicts.VerdictColumn;

/** A poll: its extracted fields, its results and the race chart, each citing the blocks beside it. */
final class PollPanel extends VBox {

    PollPanel(RecordViewModel viewModel) {
        super(6);
        TableView<FieldRow> fields = FieldsTable.create(Ids.FIELDS_TABLE, viewModel.fields(), viewModel);
        fields.getColumns().add(Columns.text("Field", 150, FieldRow::name));
        fields.getColumns().add(FieldsTable.wrapping("Value", 300, FieldRow::value));
        fields.getColumns().add(FieldsTable.evidence(150, viewModel));
        fields.getColumns().add(VerdictColumn.create(viewModel.verdicts(), (FieldRow f) -> f.item().path()));

        TableView<ResultRow> results = FieldsTable.create(Ids.RESULTS_TABLE, viewModel.results(), viewModel);
        results.getColumns().add(Columns.text("Candidate", 200, ResultRow::candidate));
        results.getColumns().add(Columns.text("Party", 70, ResultRow::party));
        results.getColumns().add(Columns.text("Pct", 80, ResultRow::pct));
        results.getColumns().add(FieldsTable.evidence(150, viewModel));
        results.getColumns().add(VerdictColumn.create(viewModel.verdicts(), (ResultRow r) -> r.item().path()));
        results.setPrefHeight(150);
        results.setMinHeight(110);

        VBox.setVgrow(fields, Priority.ALWAYS);
        PollChartView chart = new PollChartView(viewModel.chart());
        // A correction being typed needs the rows more than the race chart does.
        chart.visibleProperty().bind(viewModel.verdicts().editor().editingProperty().not());
        chart.managedProperty().bind(chart.visibleProperty());
        getChildren().addAll(title("Extracted fields"), fields, title("Results"), results, chart);
    }

    static Label title(String text) {
        Label label = new Label(text);
        label.getStyleClass().add(Styles.SECTION_TITLE);
        return label;
    }
}
