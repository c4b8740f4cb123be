package org.copydesk.app.desktop.record;

import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.desktop.verdicts.VerdictLabel;

/** A claim: its id and kind, its text, the forecast facts it uses and the blocks it cites. */
final class ClaimCell extends ListCell<ClaimRow> {

    private final ListView<ClaimRow> list;
    private final RecordViewModel viewModel;

    ClaimCell(ListView<ClaimRow> list, RecordViewModel viewModel) {
        this.list = list;
        this.viewModel = viewModel;
        setPrefWidth(0);
    }

    @Override
    protected void updateItem(ClaimRow claim, boolean empty) {
        super.updateItem(claim, empty);
        if (empty || claim == null) {
            setGraphic(null);
            return;
        }
        Label id = new Label(claim.claimId());
        id.getStyleClass().add(Styles.BLOCK_ID);
        Label kind = new Label(claim.kindLabel());
        kind.getStyleClass().addAll(Styles.CLAIM_KIND, Styles.CLAIM_KIND + "-" + claim.kind().replace('_', '-'));
        Text text = new Text(claim.text());
        text.getStyleClass().add(Styles.BLOCK_TEXT);
        TextFlow flow = new TextFlow(text);
        flow.prefWidthProperty().bind(list.widthProperty().subtract(40));
        VBox box = new VBox(5, new HBox(8, id, kind, VerdictLabel.create(viewModel.verdicts(), claim.item().path())), flow);
        for (String fact : claim.forecastFacts()) {
            Label factLine = new Label("forecast fact  " + fact);
            factLine.getStyleClass().add(Styles.MUTED);
            box.getChildren().add(factLine);
        }
        if (!claim.chips().isEmpty()) {
            box.getChildren().add(Chips.bar(claim.chips(), chip -> {
                list.getSelectionModel().select(getIndex());
                viewModel.selectChip(claim, chip);
            }));
        }
        setGraphic(box);
    }
}
