package org.copydesk.app.desktop.record;

import java.util.function.Consumer;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.Styles;

/**
 * The source as numbered blocks, with a selector when the run carries several snapshots (or
 * copydesk derived one), the extract action, and how a derived snapshot differs from upstream's.
 */
final class SourceBlocksView extends VBox {

    /** {@code clicked} hears the id of a block clicked (a correction picks its evidence that way). */
    SourceBlocksView(SourceBlocksModel model, Consumer<String> clicked, ExtractionViewModel extraction) {
        getStyleClass().add(Styles.PANEL);
        Label heading = new Label("Source");
        heading.getStyleClass().add(Styles.SECTION_TITLE);
        heading.setMinWidth(Region.USE_PREF_SIZE);

        ComboBox<SourceOption> selector = new ComboBox<>(model.sources());
        selector.setId(Ids.SOURCE_SELECTOR);
        selector.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(selector, Priority.ALWAYS);
        model.shownProperty().addListener((obs, old, now) -> selector.getSelectionModel().select(now));
        selector.valueProperty().addListener((obs, old, now) -> model.showSource(now));

        HBox top = new HBox(10, heading, selector);
        top.setAlignment(Pos.CENTER_LEFT);
        top.setPadding(new Insets(8, 10, 4, 10));

        Button extract = new Button("Extract from original  (Ctrl+Shift+X)");
        extract.setId(RecordIds.EXTRACT);
        extract.setOnAction(e -> extraction.extract());
        extract.disableProperty().bind(extraction.runningProperty());
        extract.setMinWidth(Region.USE_PREF_SIZE);
        ProgressIndicator progress = new ProgressIndicator();
        progress.setPrefSize(16, 16);
        progress.visibleProperty().bind(extraction.runningProperty());
        progress.managedProperty().bind(extraction.runningProperty());
        Label line = new Label();
        line.setId(RecordIds.EXTRACT_LINE);
        line.getStyleClass().add(Styles.MUTED);
        line.textProperty().bind(extraction.lineProperty());
        line.setMinWidth(0);
        HBox actions = new HBox(8, extract, progress, line);
        actions.setAlignment(Pos.CENTER_LEFT);
        actions.setPadding(new Insets(0, 10, 4, 10));

        Label difference = new Label();
        difference.setId(RecordIds.DIFFERENCE_SUMMARY);
        difference.getStyleClass().add(RecordIds.DIFFERENCE_STYLE);
        difference.setWrapText(true);
        difference.textProperty().bind(model.differenceProperty());
        difference.visibleProperty().bind(model.differenceProperty().isNotEmpty());
        difference.managedProperty().bind(difference.visibleProperty());

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
        blocks.getSelectionModel().selectedItemProperty().addListener((obs, old, block) -> {
            if (block != null) {
                model.selectBlock(block);
            }
        });
        model.scrollProperty().addListener((obs, old, request) -> {
            if (request != null) {
                blocks.scrollTo(Math.max(0, request.index()));
                blocks.getFocusModel().focus(request.index());
            }
        });
        VBox.setVgrow(blocks, Priority.ALWAYS);
        getChildren().addAll(top, actions, difference, blocks);
    }
}
