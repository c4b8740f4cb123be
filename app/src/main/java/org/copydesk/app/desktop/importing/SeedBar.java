package org.copydesk.app.desktop.importing;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;

import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.Styles;

/** A strip above the status bar while a first launch fills the demo store: "Preparing the demo store…" and a bar. */
public final class SeedBar extends HBox {

    public SeedBar(DemoSeedViewModel viewModel) {
        super(12);
        setId(Ids.SEED_BAR);
        getStyleClass().add(Styles.IMPORT_BAR);
        setAlignment(Pos.CENTER_LEFT);
        setPadding(new Insets(6, 14, 6, 14));
        ProgressBar bar = new ProgressBar();
        bar.setId(Ids.SEED_PROGRESS);
        bar.setPrefWidth(260);
        bar.progressProperty().bind(viewModel.progressProperty());
        getChildren().addAll(new Label(DemoSeedViewModel.PREPARING), bar);
        visibleProperty().bind(viewModel.runningProperty());
        managedProperty().bind(visibleProperty());
    }
}
