package org.copydesk.app.desktop.record;

import javafx.beans.binding.Bindings;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.Styles;

/** Why a run was blocked: upstream's screening findings, each pointing at its block. */
final class FindingsPanel extends VBox {

    FindingsPanel(RecordViewModel viewModel) {
        super(6);
        ListView<FindingRow> list = new ListView<>(viewModel.findings());
        list.setId(Ids.FINDINGS_LIST);
        list.setPrefHeight(140);
        list.setPlaceholder(new Label("Upstream reported no screening findings."));
        list.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(FindingRow finding, boolean empty) {
                super.updateItem(finding, empty);
                if (empty || finding == null) {
                    setGraphic(null);
                    return;
                }
                Label rule = new Label(finding.rule());
                rule.getStyleClass().add(Styles.STATUS_BLOCKED);
                Label excerpt = new Label(finding.excerpt());
                excerpt.setWrapText(true);
                excerpt.setMaxWidth(l.getWidth() - 40);
                setGraphic(new VBox(4, rule, excerpt, Chips.bar(finding.chips(), chip -> viewModel.selectChip(finding, chip))));
            }
        });
        list.getSelectionModel().selectedItemProperty().addListener((obs, old, finding) -> {
            if (finding != null) {
                viewModel.select(finding);
            }
        });
        // Why upstream blocked the run comes first: it is what a blocked run is opened to read.
        Label reasons = new Label();
        reasons.setId(Ids.BLOCKED_REASONS);
        reasons.getStyleClass().add(Styles.BLOCKED_REASONS);
        reasons.setWrapText(true);
        reasons.textProperty().bind(Bindings.createStringBinding(() -> viewModel.blockedReasons().isEmpty()
                ? "Upstream blocked this run and gave no reason."
                : "Upstream blocked this run: " + String.join(", ", viewModel.blockedReasons())
                + ". The highlighted blocks are what its screening found.", viewModel.blockedReasons()));
        VBox.setVgrow(list, Priority.ALWAYS);
        getChildren().addAll(PollPanel.title("Why this run was blocked"), reasons,
                PollPanel.title("Screening findings"), list);
    }
}
