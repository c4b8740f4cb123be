package org.copydesk.app.desktop.takes;

import static org.copydesk.app.desktop.decide.SheetFrame.label;

import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.desktop.decide.SheetFrame;
import org.copydesk.app.workflow.release.TakeReview;

/**
 * The owner's release sheet over a dimmed window, built from the decision sheet's parts:
 * the digest, the screens and their limits, the unticked acceptance of residual AI risk,
 * the rationale and who signs. Ctrl+Enter signs, Esc cancels.
 */
public final class OwnerSheet extends StackPane {

    static final String ACCEPT_RISK = "I accept the residual AI risk of publishing this model-authored briefing "
            + "for internal use.";

    public OwnerSheet(OwnerSheetViewModel viewModel) {
        setId(TakeIds.OWNER_SHEET);

        Label heading = new Label();
        heading.setId(TakeIds.OWNER_HEADING);
        heading.getStyleClass().add(Styles.RECORD_TITLE);
        heading.textProperty().bind(viewModel.headingProperty());
        Label digest = new Label();
        digest.setId(TakeIds.OWNER_DIGEST);
        digest.getStyleClass().add(Styles.DIGEST);
        digest.setWrapText(true);
        digest.textProperty().bind(viewModel.digestProperty());
        Label screens = new Label();
        screens.setId(TakeIds.OWNER_SCREENS);
        screens.setWrapText(true);
        screens.textProperty().bind(viewModel.screensProperty());
        viewModel.screensFailedProperty().addListener((obs, old, failed) ->
                SheetFrame.toggle(screens, Styles.CHECK_FAILED, failed));
        Label notice = new Label(TakeReview.SCREEN_NOTICE);
        notice.getStyleClass().add(Styles.CHECKS_CAVEAT);
        notice.setWrapText(true);

        CheckBox accept = new CheckBox(ACCEPT_RISK);
        accept.setId(TakeIds.OWNER_ACCEPT_RISK);
        accept.setWrapText(true);
        accept.selectedProperty().bindBidirectional(viewModel.riskAcceptedProperty());
        accept.visibleProperty().bind(viewModel.asksRiskAcceptanceProperty());
        accept.managedProperty().bind(accept.visibleProperty());
        accept.disableProperty().bind(viewModel.workingProperty().or(viewModel.refusedProperty()));

        TextArea rationale = new TextArea();
        rationale.setId(TakeIds.OWNER_RATIONALE);
        rationale.setWrapText(true);
        rationale.setPrefRowCount(3);
        rationale.setPromptText("Why? Required. What did you read, and why is it fit for internal use?");
        rationale.textProperty().bindBidirectional(viewModel.rationaleProperty());
        rationale.disableProperty().bind(viewModel.workingProperty());

        Label refusal = new Label();
        refusal.setId(TakeIds.OWNER_REFUSAL);
        refusal.getStyleClass().add(Styles.SHEET_REFUSAL);
        refusal.setWrapText(true);
        refusal.textProperty().bind(viewModel.refusalProperty());
        refusal.visibleProperty().bind(viewModel.refusalProperty().isNotEmpty());
        refusal.managedProperty().bind(refusal.visibleProperty());

        Label signer = new Label();
        signer.setId(TakeIds.OWNER_ROLE);
        signer.textProperty().bind(viewModel.signerProperty());
        Button cancel = new Button("Cancel  (Esc)");
        cancel.setId(TakeIds.OWNER_CANCEL);
        cancel.setOnAction(e -> viewModel.cancel());
        Button confirm = new Button();
        confirm.setId(TakeIds.OWNER_CONFIRM);
        confirm.getStyleClass().add(Styles.APPROVE_BUTTON);
        confirm.textProperty().bind(Bindings.when(viewModel.workingProperty()).then("Signing…")
                .otherwise("Sign and write  (Ctrl+Enter)"));
        confirm.disableProperty().bind(viewModel.workingProperty().or(viewModel.refusedProperty()));
        confirm.setOnAction(e -> viewModel.confirm());
        // The buttons never shrink to "Cancel (E…"; a long signer line wraps instead.
        cancel.setMinWidth(Region.USE_PREF_SIZE);
        confirm.setMinWidth(Region.USE_PREF_SIZE);
        signer.setWrapText(true);
        signer.setMinWidth(0);
        HBox.setHgrow(signer, Priority.SOMETIMES);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox buttons = new HBox(8, signer, spacer, cancel, confirm);
        buttons.setAlignment(Pos.CENTER_LEFT);

        VBox card = new VBox(10, heading, label("Signing exactly this approval digest"), digest, label("Screens"),
                screens, notice, accept, label("Rationale"), rationale, refusal, buttons);
        SheetFrame.frame(this, card, viewModel.showingProperty(), rationale, viewModel::confirm, viewModel::cancel);
    }
}
