package org.copydesk.app.desktop.stores;

import java.io.File;

import javafx.event.ActionEvent;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * File → Open store…: a store file (typed, or chosen with Choose file…) or a PostgreSQL URL, the
 * password field for a URL (empty: the password file's), the recent stores (Enter or a double
 * click takes one), and the reason when the store cannot be opened. Open closes it once the store is open.
 */
public final class OpenStoreDialog {

    public static final String LOCATION_ID = "open-store-location";
    public static final String PASSWORD_ID = "open-store-password";
    public static final String RECENT_ID = "open-store-recent";
    public static final String ERROR_ID = "open-store-error";

    private OpenStoreDialog() {
    }

    public static void show(Window owner, OpenStoreViewModel<?> viewModel) {
        viewModel.refresh();
        Dialog<ButtonType> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle("Open store");
        dialog.setHeaderText("A store file, or a newsroom store's postgresql://[user@]host[:port]/database URL");
        TextField location = new TextField();
        location.setId(LOCATION_ID);
        location.setPromptText("/path/to/store.db  or  postgresql://ed_ramos@db.example/copydesk?sslmode=verify-full");
        location.textProperty().bindBidirectional(viewModel.locationProperty());
        HBox.setHgrow(location, Priority.ALWAYS);
        Button choose = new Button("Choose file…");
        choose.setOnAction(e -> {
            FileChooser chooser = new FileChooser();
            chooser.setTitle("Open a store file");
            File file = chooser.showOpenDialog(owner);
            if (file != null) {
                viewModel.locationProperty().set(file.getPath());
            }
        });
        PasswordField password = new PasswordField();
        password.setId(PASSWORD_ID);
        password.setPromptText("password (empty: from ~/.pgpass or PGPASSFILE); never kept");
        password.textProperty().bindBidirectional(viewModel.passwordProperty());
        password.visibleProperty().bind(viewModel.postgresProperty());
        password.managedProperty().bind(password.visibleProperty());
        ListView<String> recent = new ListView<>(viewModel.recent());
        recent.setId(RECENT_ID);
        recent.setPrefHeight(140);
        recent.setOnKeyPressed(key -> {
            if (key.getCode() == KeyCode.ENTER && recent.getSelectionModel().getSelectedItem() != null) {
                viewModel.locationProperty().set(recent.getSelectionModel().getSelectedItem());
                location.requestFocus();
                key.consume();
            }
        });
        recent.setOnMouseClicked(click -> {
            if (click.getClickCount() == 2 && recent.getSelectionModel().getSelectedItem() != null) {
                viewModel.locationProperty().set(recent.getSelectionModel().getSelectedItem());
            }
        });
        Label error = new Label();
        error.setId(ERROR_ID);
        error.setWrapText(true);
        error.getStyleClass().add("notice");
        error.textProperty().bind(viewModel.errorProperty());
        error.visibleProperty().bind(viewModel.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());
        VBox content = new VBox(8, new HBox(8, location, choose), password, new Label("Recent stores"), recent, error);
        content.setPrefWidth(640);
        dialog.getDialogPane().setContent(content);
        ButtonType open = new ButtonType("Open", ButtonBar.ButtonData.OK_DONE);
        dialog.getDialogPane().getButtonTypes().addAll(open, ButtonType.CANCEL);
        Button openButton = (Button) dialog.getDialogPane().lookupButton(open);
        openButton.disableProperty().bind(viewModel.openingProperty());
        // Open stays on the dialog until the store is open; the reason shows when it cannot be.
        openButton.addEventFilter(ActionEvent.ACTION, e -> {
            e.consume();
            viewModel.open();
        });
        viewModel.openingProperty().addListener((o, was, now) -> {
            if (was && !now && viewModel.errorProperty().get().isEmpty()) {
                dialog.close();
            }
        });
        dialog.setOnHidden(e -> viewModel.cancel());
        location.requestFocus();
        dialog.show();
    }
}
