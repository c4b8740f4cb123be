package org.copydesk.app.desktop.record;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

import org.copydesk.app.desktop.checks.ChecksViewModel;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.desktop.decide.RecordDecisionsViewModel;

/** The record's verdict line: what the checks say, and Approve (A) / Reject (R). */
final class DecideBar extends HBox {

    DecideBar(RecordDecisionsViewModel decisions) {
        super(8);
        setPadding(new Insets(6, 14, 6, 14));
        setAlignment(Pos.CENTER_LEFT);
        getStyleClass().add(Styles.TOOLBAR);
        ChecksViewModel checks = decisions.checks();
        Label summary = new Label();
        summary.textProperty().bind(checks.summaryProperty());
        checks.anyFailedProperty().addListener((obs, old, failed) -> {
            summary.getStyleClass().removeAll(Styles.CHECK_FAILED, Styles.CHECK_PASSED);
            summary.getStyleClass().add(failed ? Styles.CHECK_FAILED : Styles.CHECK_PASSED);
        });
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Button approve = new Button("Approve  (A)");
        approve.setId(Ids.RECORD_APPROVE);
        approve.getStyleClass().add(Styles.APPROVE_BUTTON);
        approve.setTooltip(new Tooltip("Sign an approval of exactly this content"));
        approve.setOnAction(e -> decisions.approve());
        Button reject = new Button("Reject  (R)");
        reject.setId(Ids.RECORD_REJECT);
        reject.getStyleClass().add(Styles.REJECT_BUTTON);
        reject.setTooltip(new Tooltip("Sign a rejection of exactly this content"));
        reject.setOnAction(e -> decisions.reject());
        getChildren().addAll(new Label("Checks:"), summary, spacer, approve, reject);
    }
}
