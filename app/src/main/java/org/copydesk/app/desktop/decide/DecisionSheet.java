package org.copydesk.app.desktop.decide;

import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.desktop.verdicts.VerdictIds;

/**
 * The decision sheet over a dimmed window: digest, checks, role, rationale with quick picks.
 * Ctrl+Enter signs, Esc cancels. Place it over whatever page decides (record, duplicates).
 */
public final class DecisionSheet extends StackPane {

    private final DecisionSheetViewModel viewModel;
    // What had the focus when the sheet opened; it gets it back when the sheet closes.
    private Node focusBefore;
    private final TextArea rationale = new TextArea();

    public DecisionSheet(DecisionSheetViewModel viewModel) {
        this.viewModel = viewModel;
        setId(Ids.DECISION_SHEET);
        getStyleClass().add(Styles.SHEET_SCRIM);
        visibleProperty().bind(viewModel.showingProperty());
        managedProperty().bind(viewModel.showingProperty());

        Label heading = new Label();
        heading.setId(Ids.SHEET_HEADING);
        heading.getStyleClass().add(Styles.RECORD_TITLE);
        heading.textProperty().bind(viewModel.headingProperty());

        Label digest = new Label();
        digest.setId(Ids.SHEET_DIGEST);
        digest.getStyleClass().add(Styles.DIGEST);
        digest.textProperty().bind(viewModel.digestProperty());

        Label checks = new Label();
        checks.setId(Ids.SHEET_CHECKS);
        checks.setWrapText(true);
        checks.textProperty().bind(viewModel.checksProperty());
        viewModel.checksFailedProperty().addListener((obs, old, failed) -> toggle(checks, Styles.CHECK_FAILED, failed));

        Label role = new Label();
        role.setId(Ids.SHEET_ROLE);
        role.textProperty().bind(viewModel.roleProperty());

        rationale.setId(Ids.SHEET_RATIONALE);
        rationale.setWrapText(true);
        rationale.setPrefRowCount(4);
        rationale.setPromptText("Why? Required. Over failed checks, name the check and say why it does not matter.");
        rationale.textProperty().bindBidirectional(viewModel.rationaleProperty());
        rationale.disableProperty().bind(viewModel.signingProperty());

        Label verdicts = new Label();
        verdicts.setId(VerdictIds.SHEET_VERDICTS);
        verdicts.setWrapText(true);
        verdicts.textProperty().bind(viewModel.verdictsProperty());
        verdicts.visibleProperty().bind(viewModel.verdictsProperty().isNotEmpty());
        verdicts.managedProperty().bind(verdicts.visibleProperty());
        Label corrections = new Label();
        corrections.setId(VerdictIds.SHEET_CORRECTIONS);
        corrections.getStyleClass().add(Styles.DIGEST_INLINE);
        corrections.setWrapText(true);
        corrections.textProperty().bind(Bindings.createStringBinding(() -> String.join("\n", viewModel.corrections()),
                viewModel.corrections()));
        corrections.visibleProperty().bind(Bindings.isNotEmpty(viewModel.corrections()));
        corrections.managedProperty().bind(corrections.visibleProperty());

        FlowPane picks = new FlowPane(6, 6);
        picks.setId(Ids.SHEET_QUICK_PICKS);
        Bindings.bindContent(picks.getChildren(), new PickButtons(viewModel).buttons());

        Label refusal = new Label();
        refusal.setId(Ids.SHEET_REFUSAL);
        refusal.getStyleClass().add(Styles.SHEET_REFUSAL);
        refusal.setWrapText(true);
        refusal.textProperty().bind(viewModel.refusalProperty());
        refusal.visibleProperty().bind(viewModel.refusalProperty().isNotEmpty());
        refusal.managedProperty().bind(refusal.visibleProperty());

        Button cancel = new Button("Cancel  (Esc)");
        cancel.setId(Ids.SHEET_CANCEL);
        cancel.setOnAction(e -> viewModel.cancel());
        Button confirm = new Button();
        confirm.setId(Ids.SHEET_CONFIRM);
        confirm.setDefaultButton(false);
        confirm.textProperty().bind(Bindings.when(viewModel.signingProperty()).then("Signing…")
                .otherwise("Sign  (Ctrl+Enter)"));
        confirm.disableProperty().bind(viewModel.signingProperty());
        confirm.setOnAction(e -> viewModel.confirm());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox buttons = new HBox(8, role, spacer, cancel, confirm);
        buttons.setAlignment(Pos.CENTER_LEFT);

        VBox sheet = new VBox(10, heading, label("Signing exactly this content digest"), digest,
                label("Checks"), checks, verdicts, corrections, label("Rationale"), rationale, picks, refusal, buttons);
        sheet.setId(Ids.DECISION_SHEET_CARD);
        sheet.getStyleClass().add(Styles.SHEET);
        sheet.setMaxWidth(720);
        sheet.setMaxHeight(Region.USE_PREF_SIZE);
        viewModel.draftProperty().addListener((obs, old, d) ->
                d.ifPresent(x -> {
                    toggle(confirm, Styles.REJECT_BUTTON, !x.approving());
                    toggle(confirm, Styles.APPROVE_BUTTON, x.approving());
                }));
        StackPane.setAlignment(sheet, Pos.CENTER);
        getChildren().add(sheet);

        addEventFilter(KeyEvent.KEY_PRESSED, this::onKey);
        viewModel.showingProperty().addListener((obs, old, showing) -> {
            if (!showing) {
                // Back to where the reviewer was (a record, a comparison), so its keys work again at once.
                Node back = focusBefore;
                focusBefore = null;
                if (back != null && back.getScene() != null) {
                    Platform.runLater(back::requestFocus);
                }
            } else {
                focusBefore = getScene() == null ? null : getScene().getFocusOwner();
                // After layout, so the caret lands in a field that is already in the scene.
                Platform.runLater(() -> {
                    rationale.requestFocus();
                    rationale.positionCaret(rationale.getLength());
                });
            }
        });
    }

    private void onKey(KeyEvent event) {
        if (event.getCode() == KeyCode.ENTER && event.isShortcutDown()) {
            viewModel.confirm();
            event.consume();
        } else if (event.getCode() == KeyCode.ESCAPE) {
            viewModel.cancel();
            event.consume();
        }
    }

    private static Label label(String text) {
        Label label = new Label(text);
        label.getStyleClass().add(Styles.SHEET_LABEL);
        return label;
    }

    private static void toggle(javafx.scene.Node node, String style, boolean on) {
        node.getStyleClass().remove(style);
        if (on) {
            node.getStyleClass().add(style);
        }
    }
}
