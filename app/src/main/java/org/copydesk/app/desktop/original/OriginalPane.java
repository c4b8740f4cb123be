package org.copydesk.app.desktop.original;

import java.io.ByteArrayInputStream;

import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextArea;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;

import org.copydesk.app.desktop.common.Styles;

/** The original beside the extraction: a PDF page and its blocks, or an HTML page's sanitized text. */
public final class OriginalPane extends BorderPane {

    public OriginalPane(OriginalViewModel viewModel) {
        setId(OriginalIds.PANE);
        getStyleClass().add(Styles.PANEL);

        Button previous = new Button("◀ Page Up");
        previous.setId(OriginalIds.PREVIOUS);
        previous.setOnAction(e -> viewModel.previousPage());
        Button next = new Button("Page Down ▶");
        next.setId(OriginalIds.NEXT);
        next.setOnAction(e -> viewModel.nextPage());
        Label pageLabel = new Label();
        pageLabel.setId(OriginalIds.PAGE_LABEL);
        pageLabel.textProperty().bind(Bindings.createStringBinding(() -> viewModel.pageProperty().get() == 0 ? ""
                : "page " + viewModel.pageProperty().get() + " / " + viewModel.pageCountProperty().get(),
                viewModel.pageProperty(), viewModel.pageCountProperty()));
        previous.disableProperty().bind(viewModel.pageProperty().lessThanOrEqualTo(1));
        next.disableProperty().bind(viewModel.pageProperty().greaterThanOrEqualTo(viewModel.pageCountProperty()));
        HBox paging = new HBox(8, previous, pageLabel, next);
        paging.setAlignment(Pos.CENTER_LEFT);
        paging.visibleProperty().bind(viewModel.kindProperty().isEqualTo(OriginalKind.PDF));
        paging.managedProperty().bind(paging.visibleProperty());
        Label line = new Label();
        line.setId(OriginalIds.LINE);
        line.getStyleClass().add(Styles.MUTED);
        line.setWrapText(true);
        line.textProperty().bind(viewModel.lineProperty());
        HBox top = new HBox(10, paging, line);
        top.setAlignment(Pos.CENTER_LEFT);
        top.setPadding(new Insets(6, 4, 6, 4));
        setTop(top);

        ImageView image = new ImageView();
        image.setId(OriginalIds.PAGE_IMAGE);
        image.setPreserveRatio(true);
        viewModel.imageProperty().addListener((obs, old, png) ->
                image.setImage(png.map(bytes -> new Image(new ByteArrayInputStream(bytes))).orElse(null)));
        ScrollPane pageScroll = new ScrollPane(new StackPane(image));
        pageScroll.setFitToWidth(true);
        // The page fits the pane's width, so an editor reads it without scrolling sideways.
        image.fitWidthProperty().bind(pageScroll.widthProperty().subtract(24));

        ListView<String> blocks = new ListView<>(viewModel.pageBlocks());
        blocks.setId(OriginalIds.PAGE_BLOCKS);
        blocks.setPlaceholder(new Label("No block of the shown snapshot is on this page."));
        blocks.setCellFactory(list -> new ListCell<>() {
            {
                setWrapText(true);
                prefWidthProperty().bind(list.widthProperty().subtract(20));
            }

            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
            }
        });
        SplitPane pdf = new SplitPane(pageScroll, blocks);
        pdf.setDividerPositions(0.62);

        TextArea html = new TextArea();
        html.setId(OriginalIds.HTML_TEXT);
        html.setEditable(false);
        html.setWrapText(true);
        html.textProperty().bind(viewModel.textProperty());

        Label none = new Label("Choose a source with raw bytes to see its original.");
        none.getStyleClass().add(Styles.MUTED);
        viewModel.kindProperty().addListener((obs, old, kind) -> setCenter(center(kind, pdf, html, none)));
        setCenter(center(viewModel.kindProperty().get(), pdf, html, none));

        addEventFilter(KeyEvent.KEY_PRESSED, key -> {
            if (key.getCode() == KeyCode.PAGE_DOWN && !key.isShortcutDown()) {
                viewModel.nextPage();
                key.consume();
            } else if (key.getCode() == KeyCode.PAGE_UP && !key.isShortcutDown()) {
                viewModel.previousPage();
                key.consume();
            }
        });
    }

    private static Node center(OriginalKind kind, SplitPane pdf, TextArea html, Label none) {
        switch (kind) {
            case PDF:
                return pdf;
            case HTML:
                return html;
            default:
                return none;
        }
    }
}
