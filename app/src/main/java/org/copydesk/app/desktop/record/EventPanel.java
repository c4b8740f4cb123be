package org.copydesk.app.desktop.record;

import javafx.collections.ListChangeListener;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.common.Columns;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.desktop.verdicts.VerdictColumn;

/** A campaign event: its classification, authority and numeric input, then its cited fields. */
final class EventPanel extends VBox {

    EventPanel(RecordViewModel viewModel) {
        super(6);
        setId(Ids.EVENT_PANEL);
        GridPane summary = new GridPane();
        summary.setHgap(14);
        summary.setVgap(4);
        viewModel.eventSummary().addListener((ListChangeListener<LabelledValue>) change -> {
            summary.getChildren().clear();
            int row = 0;
            for (LabelledValue line : viewModel.eventSummary()) {
                Label label = new Label(line.label());
                label.getStyleClass().add(Styles.PROVENANCE_LABEL);
                summary.addRow(row++, label, new Label(line.value()));
            }
        });
        TableView<FieldRow> fields = FieldsTable.create(Ids.FIELDS_TABLE, viewModel.fields(), viewModel);
        fields.getColumns().add(Columns.text("Field", 200, FieldRow::name));
        fields.getColumns().add(FieldsTable.wrapping("Value", 300, FieldRow::value));
        fields.getColumns().add(FieldsTable.evidence(150, viewModel));
        fields.getColumns().add(VerdictColumn.create(viewModel.verdicts(), (FieldRow f) -> f.item().path()));
        VBox.setVgrow(fields, Priority.ALWAYS);
        getChildren().addAll(PollPanel.title("Event"), summary, PollPanel.title("Extracted fields"), fields);
    }
}
