package org.copydesk.app.desktop.record;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

import org.copydesk.app.desktop.checks.ChecksViewModel;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.desktop.decide.RecordDecisionsViewModel;

/** The record's verdict controls in its title line: what the checks say, and Approve (A) / Reject (R). */
final class DecideBar extends HBox {

    DecideBar(RecordDecisionsViewModel decisions) {
        super(8);
        setAlignment(Pos.CENTER_RIGHT);
        ChecksViewModel checks = decisions.checks();
        Label summary = new Label();
        summary.textProperty().bind(checks.summaryProperty());
        checks.anyFailedProperty().addListener((obs, old, failed) -> {
            summary.getStyleClass().removeAll(Styles.CHECK_FAILED, Styles.CHECK_PASSED);
            summary.getStyleClass().add(failed ? Styles.CHECK_FAILED : Styles.CHECK_PASSED);
        });
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
        // The buttons and the verdict never shrink to "…"; the title gives way instead.
        summary.setMinWidth(Region.USE_PREF_SIZE);
        approve.setMinWidth(Region.USE_PREF_SIZE);
        reject.setMinWidth(Region.USE_PREF_SIZE);
        getChildren().addAll(summary, approve, reject);
    }
}
