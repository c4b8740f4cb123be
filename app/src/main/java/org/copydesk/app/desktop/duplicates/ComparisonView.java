package org.copydesk.app.desktop.duplicates;

import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.desktop.queue.RecordOpener;

/**
 * Two records of a suggested pair side by side. S, L and D decide same sample, related release
 * and distinct; Esc returns to the list.
 */
public final class ComparisonView extends BorderPane {

    private final TableView<ComparedField> fields;

    public ComparisonView(ComparisonViewModel viewModel, Runnable back, RecordOpener opener) {
        setId(Ids.COMPARISON);
        getStyleClass().add(Styles.DESK);
        fields = ComparedTable.create(Ids.COMPARE_FIELDS, "Field", 270, viewModel.fields(), viewModel);
        TableView<ComparedResult> results = ComparedTable.create(Ids.COMPARE_RESULTS, "Candidate", 110,
                viewModel.results(), viewModel);

        VBox fieldsBox = titled("Extracted fields (select a row to see what each side cites)", fields);
        VBox resultsBox = titled("Results by candidate", results);
        HBox.setHgrow(fieldsBox, Priority.ALWAYS);
        fieldsBox.setPrefWidth(820);
        resultsBox.setPrefWidth(560);
        HBox tables = new HBox(12, fieldsBox, resultsBox);
        VBox.setVgrow(tables, Priority.ALWAYS);

        GridPane evidence = new GridPane();
        evidence.setHgap(16);
        ColumnConstraints half = new ColumnConstraints();
        half.setPercentWidth(50);
        evidence.getColumnConstraints().addAll(half, half);
        evidence.add(evidenceArea(viewModel, Side.LEFT), 0, 0);
        evidence.add(evidenceArea(viewModel, Side.RIGHT), 1, 0);

        VBox body = new VBox(10, new QuestionDiffView(viewModel), tables, evidence);
        body.getStyleClass().add(Styles.PANEL);
        body.setStyle("-fx-padding: 8 14 10 14;");
        setTop(new ComparisonHeader(viewModel, back, opener));
        setCenter(body);

        addEventHandler(KeyEvent.KEY_PRESSED, key -> {
            if (key.getTarget() instanceof TextInputControl && ((TextInputControl) key.getTarget()).isEditable()) {
                return;
            }
            if (key.isShortcutDown() || key.isAltDown()) {
                return;
            }
            if (key.getCode() == KeyCode.S) {
                viewModel.decide(ComparisonViewModel.SAME_SAMPLE);
            } else if (key.getCode() == KeyCode.L) {
                viewModel.decide(ComparisonViewModel.RELATED_RELEASE);
            } else if (key.getCode() == KeyCode.D) {
                viewModel.decide(ComparisonViewModel.DISTINCT);
            } else if (key.getCode() == KeyCode.ESCAPE) {
                back.run();
            } else {
                return;
            }
            key.consume();
        });
    }

    public void focusFields() {
        fields.requestFocus();
    }

    private static VBox titled(String title, TableView<?> table) {
        Label label = new Label(title);
        label.getStyleClass().add(Styles.SECTION_TITLE);
        VBox.setVgrow(table, Priority.ALWAYS);
        return new VBox(4, label, table);
    }

    private static VBox evidenceArea(ComparisonViewModel viewModel, Side side) {
        Label title = new Label(side == Side.LEFT ? "Left cites" : "Right cites");
        title.getStyleClass().add(Styles.SECTION_TITLE);
        TextArea text = new TextArea();
        text.setId(side == Side.LEFT ? Ids.EVIDENCE_LEFT : Ids.EVIDENCE_RIGHT);
        text.setEditable(false);
        text.setWrapText(true);
        text.setFocusTraversable(false);
        text.setPrefRowCount(4);
        text.getStyleClass().add(Styles.BLOCK_TEXT);
        text.setPromptText("Select a field or a candidate to see the blocks this side cites.");
        text.textProperty().bind(viewModel.evidenceProperty(side));
        return new VBox(4, title, text);
    }
}
