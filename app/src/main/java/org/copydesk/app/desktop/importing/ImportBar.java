package org.copydesk.app.desktop.importing;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.Styles;

/** A strip above the status bar while an import runs: progress, the current file, and Cancel. */
public final class ImportBar extends HBox {

    public ImportBar(ImportViewModel viewModel) {
        super(12);
        setId(Ids.IMPORT_BAR);
        getStyleClass().add(Styles.IMPORT_BAR);
        setAlignment(Pos.CENTER_LEFT);
        setPadding(new Insets(6, 14, 6, 14));

        ProgressBar bar = new ProgressBar();
        bar.setId(Ids.IMPORT_PROGRESS);
        bar.setPrefWidth(260);
        bar.progressProperty().bind(viewModel.progressProperty());

        Label message = new Label();
        message.setId(Ids.IMPORT_MESSAGE);
        message.textProperty().bind(viewModel.messageProperty());
        message.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(message, Priority.ALWAYS);

        Button cancel = new Button("Cancel");
        cancel.setId(Ids.IMPORT_CANCEL);
        cancel.setOnAction(event -> viewModel.cancel());

        getChildren().addAll(new Label("Importing"), bar, message, cancel);
        visibleProperty().bind(viewModel.runningProperty());
        managedProperty().bind(visibleProperty());
    }
}
