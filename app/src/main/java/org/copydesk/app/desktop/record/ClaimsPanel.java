package org.copydesk.app.desktop.record;

import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.common.Ids;

/** A commentary draft: every claim typed, with its forecast facts and source citations. */
final class ClaimsPanel extends VBox {

    ClaimsPanel(RecordViewModel viewModel) {
        super(6);
        ListView<ClaimRow> claims = new ListView<>(viewModel.claims());
        claims.setId(Ids.CLAIMS_LIST);
        claims.setPlaceholder(new Label("No claims."));
        claims.setCellFactory(list -> new ClaimCell(list, viewModel));
        claims.getSelectionModel().selectedItemProperty().addListener((obs, old, claim) -> {
            if (claim != null) {
                viewModel.select(claim);
            }
        });
        VBox.setVgrow(claims, Priority.ALWAYS);
        getChildren().addAll(PollPanel.title("Claims"), claims);
    }
}
