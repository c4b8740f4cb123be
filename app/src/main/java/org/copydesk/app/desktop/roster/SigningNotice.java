package org.copydesk.app.desktop.roster;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

import org.copydesk.app.desktop.common.Styles;

/** The line under the menu that says what signing needs, with the command that provides it. */
public final class SigningNotice extends HBox {

    public SigningNotice(NewKeyViewModel viewModel, Runnable unlock) {
        super(12);
        setId(RosterIds.NOTICE);
        getStyleClass().add(Styles.BANNER);
        setAlignment(Pos.CENTER_LEFT);
        setPadding(new Insets(6, 14, 6, 14));
        Label text = new Label();
        text.setId(RosterIds.NOTICE_TEXT);
        text.setWrapText(true);
        text.textProperty().bind(viewModel.noticeTextProperty());
        text.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(text, Priority.ALWAYS);
        Button newKey = new Button("New signing key…");
        newKey.setId(RosterIds.NOTICE_NEW_KEY);
        newKey.setOnAction(event -> viewModel.newKey());
        Button unlockKey = new Button("Unlock signing key…");
        unlockKey.setId(RosterIds.NOTICE_UNLOCK);
        unlockKey.setOnAction(event -> unlock.run());
        unlockKey.visibleProperty().bind(viewModel.noticeProperty().isEqualTo(NewKeyViewModel.Notice.NO_KEY));
        unlockKey.managedProperty().bind(unlockKey.visibleProperty());
        // The buttons keep their words; the sentence wraps instead.
        newKey.setMinWidth(Region.USE_PREF_SIZE);
        unlockKey.setMinWidth(Region.USE_PREF_SIZE);
        getChildren().addAll(text, newKey, unlockKey);
        visibleProperty().bind(viewModel.noticeProperty().isNotEqualTo(NewKeyViewModel.Notice.NONE));
        managedProperty().bind(visibleProperty());
    }
}
