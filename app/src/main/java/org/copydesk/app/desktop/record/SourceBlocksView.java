package org.copydesk.app.desktop.record;

import java.util.function.Consumer;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.Styles;

/** The source as numbered blocks, with a selector when the run carries several snapshots. */
final class SourceBlocksView extends VBox {

    /** {@code clicked} hears the id of a block clicked (a correction picks its evidence that way). */
    SourceBlocksView(SourceBlocksModel model, Consumer<String> clicked) {
        getStyleClass().add(Styles.PANEL);
        Label heading = new Label("Source");
        heading.getStyleClass().add(Styles.SECTION_TITLE);

        ComboBox<SourceOption> selector = new ComboBox<>(model.sources());
        selector.setId(Ids.SOURCE_SELECTOR);
        selector.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(selector, Priority.ALWAYS);
        model.shownProperty().addListener((obs, old, now) -> selector.getSelectionModel().select(now));
        selector.valueProperty().addListener((obs, old, now) -> model.showSource(now));

        HBox top = new HBox(10, heading, selector);
        top.setAlignment(Pos.CENTER_LEFT);
        top.setPadding(new Insets(8, 10, 8, 10));

        ListView<BlockItem> blocks = new ListView<>(model.blocks());
        blocks.setId(Ids.SOURCE_BLOCKS);
        blocks.setCellFactory(list -> {
            BlockCell cell = new BlockCell(list);
            cell.setOnMouseClicked(event -> {
                if (!cell.isEmpty() && cell.getItem() != null) {
                    clicked.accept(cell.getItem().blockId());
                }
            });
            return cell;
        });
        blocks.setPlaceholder(new Label("This source has no text blocks (it needs external text extraction)."));
        model.scrollProperty().addListener((obs, old, request) -> {
            if (request != null) {
                blocks.scrollTo(Math.max(0, request.index()));
                blocks.getFocusModel().focus(request.index());
            }
        });
        VBox.setVgrow(blocks, Priority.ALWAYS);
        getChildren().addAll(top, blocks);
    }
}
