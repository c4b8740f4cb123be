package org.copydesk.app.desktop.decide;

import javafx.beans.binding.Bindings;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.value.ObservableStringValue;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.Styles;

/** The verdict controls in a title line (a run's, a brief's): what the checks say, and Approve (A) / Reject (R). */
public final class DecideBar extends HBox {

    /** {@code what} names the subject in the tooltips: "Sign an approval of exactly this brief". */
    public DecideBar(ObservableValue<String> checksSummary, ObservableValue<Boolean> anyFailed, String approveId,
                     String rejectId, Runnable approve, Runnable reject, String what) {
        this(checksSummary, anyFailed, approveId, rejectId, approve, reject, what, new SimpleStringProperty(""),
                new SimpleStringProperty(""));
    }

    /**
     * With why each verdict is not offered now ({@code approveUnavailable}, {@code rejectUnavailable}:
     * empty when it is): its button is disabled and the reason shown beside the buttons.
     */
    public DecideBar(ObservableValue<String> checksSummary, ObservableValue<Boolean> anyFailed, String approveId,
                     String rejectId, Runnable approve, Runnable reject, String what,
                     ObservableStringValue approveUnavailable, ObservableStringValue rejectUnavailable) {
        super(8);
        setAlignment(Pos.CENTER_RIGHT);
        Label summary = new Label();
        summary.textProperty().bind(checksSummary);
        anyFailed.addListener((obs, old, failed) -> {
            summary.getStyleClass().removeAll(Styles.CHECK_FAILED, Styles.CHECK_PASSED);
            summary.getStyleClass().add(Boolean.TRUE.equals(failed) ? Styles.CHECK_FAILED : Styles.CHECK_PASSED);
        });
        Button approveButton = button("Approve  (A)", approveId, Styles.APPROVE_BUTTON,
                "Sign an approval of exactly this " + what, approve);
        Button rejectButton = button("Reject  (R)", rejectId, Styles.REJECT_BUTTON,
                "Sign a rejection of exactly this " + what, reject);
        approveButton.disableProperty().bind(Bindings.isNotEmpty(approveUnavailable));
        rejectButton.disableProperty().bind(Bindings.isNotEmpty(rejectUnavailable));
        Label why = new Label();
        why.setId(Ids.DECIDE_UNAVAILABLE);
        why.getStyleClass().add(Styles.DECIDE_UNAVAILABLE);
        why.setWrapText(true);
        why.setMaxWidth(360);
        why.textProperty().bind(Bindings.when(Bindings.isNotEmpty(rejectUnavailable)).then(rejectUnavailable)
                .otherwise(approveUnavailable));
        why.visibleProperty().bind(Bindings.isNotEmpty(why.textProperty()));
        why.managedProperty().bind(why.visibleProperty());
        // The buttons and the verdict never shrink to "…"; the title gives way instead.
        summary.setMinWidth(Region.USE_PREF_SIZE);
        getChildren().addAll(summary, why, approveButton, rejectButton);
    }

    private static Button button(String text, String id, String style, String tooltip, Runnable action) {
        Button button = new Button(text);
        button.setId(id);
        button.getStyleClass().add(style);
        button.setTooltip(new Tooltip(tooltip));
        button.setOnAction(e -> action.run());
        button.setMinWidth(Region.USE_PREF_SIZE);
        return button;
    }
}
