package org.copydesk.app.desktop.connection;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/** The strip under the menu while the store does not answer: what is wrong, when copydesk tries again, Retry now. */
public final class ConnectionBanner extends HBox {

    public static final String ID = "connection-banner";
    public static final String TEXT_ID = "connection-banner-text";
    public static final String RETRY_ID = "connection-banner-retry";

    public ConnectionBanner(ConnectionViewModel viewModel) {
        super(12);
        setId(ID);
        getStyleClass().add("connection-banner");
        setAlignment(Pos.CENTER_LEFT);
        setPadding(new Insets(6, 12, 6, 12));
        Label text = new Label();
        text.setId(TEXT_ID);
        text.setWrapText(true);
        text.textProperty().bind(viewModel.bannerProperty());
        HBox.setHgrow(text, Priority.ALWAYS);
        text.setMaxWidth(Double.MAX_VALUE);
        Button retry = new Button("Retry now");
        retry.setId(RETRY_ID);
        retry.setMinWidth(USE_PREF_SIZE);
        retry.setOnAction(e -> viewModel.retryNow());
        getChildren().addAll(text, retry);
        visibleProperty().bind(viewModel.availableProperty().not());
        managedProperty().bind(visibleProperty());
    }
}
