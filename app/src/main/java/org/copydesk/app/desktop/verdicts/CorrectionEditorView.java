package org.copydesk.app.desktop.verdicts;

import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.common.Styles;

/**
 * The correction being typed: the right value, the evidence picked in the source, why it was not
 * kept. Shown under the extracted values while an X or M is open; the row keeps the focus after.
 */
public final class CorrectionEditorView extends VBox {

    private final TextField value = new TextField();
    private Node focusBefore;

    public CorrectionEditorView(CorrectionEditor editor) {
        super(6);
        setId(VerdictIds.EDITOR);
        getStyleClass().add(Styles.BANNER);
        Label heading = new Label();
        heading.setId(VerdictIds.EDITOR_HEADING);
        heading.getStyleClass().add(Styles.BANNER_TITLE);
        heading.setWrapText(true);
        heading.textProperty().bind(editor.headingProperty());

        value.setId(VerdictIds.EDITOR_VALUE);
        value.textProperty().bindBidirectional(editor.textProperty());
        value.addEventFilter(KeyEvent.KEY_PRESSED, key -> {
            if (key.getCode() == KeyCode.ENTER) {
                editor.confirm();
                key.consume();
            } else if (key.getCode() == KeyCode.ESCAPE) {
                editor.cancel();
                key.consume();
            }
        });

        Label evidence = new Label();
        evidence.setId(VerdictIds.EDITOR_EVIDENCE);
        evidence.setWrapText(true);
        evidence.textProperty().bind(Bindings.createStringBinding(() -> editor.evidence().isEmpty()
                ? "Evidence: none yet. Click the blocks that show it in the source."
                : "Evidence: " + String.join(", ", editor.evidence()) + "  (click a block in the source to add or remove it)",
                editor.evidence()));

        Label problem = new Label();
        problem.setId(VerdictIds.EDITOR_PROBLEM);
        problem.getStyleClass().add(Styles.SHEET_REFUSAL);
        problem.setWrapText(true);
        problem.textProperty().bind(editor.problemProperty());
        problem.visibleProperty().bind(editor.problemProperty().isNotEmpty());
        problem.managedProperty().bind(problem.visibleProperty());

        Label hint = new Label("Enter keeps the correction · Escape drops it");
        hint.getStyleClass().add(Styles.MUTED);
        getChildren().addAll(heading, value, evidence, problem, hint);

        visibleProperty().bind(editor.editingProperty());
        managedProperty().bind(visibleProperty());
        editor.editingProperty().addListener((obs, old, editing) -> {
            if (editing) {
                focusBefore = getScene() == null ? null : getScene().getFocusOwner();
                Platform.runLater(this::focusValue);
            } else {
                Node back = focusBefore;
                focusBefore = null;
                if (back != null && back.getScene() != null) {
                    Platform.runLater(back::requestFocus);
                }
            }
        });
    }

    /** Puts the caret back in the value, after a block was clicked in the source. */
    public void focusValue() {
        value.requestFocus();
        value.end();
    }
}
