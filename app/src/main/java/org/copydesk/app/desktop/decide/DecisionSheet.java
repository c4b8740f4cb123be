package org.copydesk.app.desktop.decide;

import static org.copydesk.app.desktop.decide.SheetFrame.label;
import static org.copydesk.app.desktop.decide.SheetFrame.toggle;

import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
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

    private final TextArea rationale = new TextArea();

    public DecisionSheet(DecisionSheetViewModel viewModel) {
        setId(Ids.DECISION_SHEET);

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
        confirm.disableProperty().bind(viewModel.signingProperty().or(viewModel.lookingUpProperty())
                .or(viewModel.storeDownProperty()));
        confirm.setOnAction(e -> viewModel.confirm());
        // The buttons never shrink to "Cancel (E…"; a long role line wraps instead.
        cancel.setMinWidth(Region.USE_PREF_SIZE);
        confirm.setMinWidth(Region.USE_PREF_SIZE);
        role.setWrapText(true);
        role.setMinWidth(0);
        HBox.setHgrow(role, Priority.SOMETIMES);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox buttons = new HBox(8, role, spacer, cancel, confirm);
        buttons.setAlignment(Pos.CENTER_LEFT);

        VBox sheet = new VBox(10, heading, label("Signing exactly this content digest"), digest,
                label("Checks"), checks, verdicts, corrections, label("Rationale"), rationale, picks, refusal, buttons);
        sheet.setId(Ids.DECISION_SHEET_CARD);
        viewModel.draftProperty().addListener((obs, old, d) ->
                d.ifPresent(x -> {
                    toggle(confirm, Styles.REJECT_BUTTON, !x.approving());
                    toggle(confirm, Styles.APPROVE_BUTTON, x.approving());
                }));
        SheetFrame.frame(this, sheet, viewModel.showingProperty(), rationale, viewModel::confirm, viewModel::cancel);
    }
}
