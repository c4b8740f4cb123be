package org.copydesk.app.desktop.record;

import java.util.List;

import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.Styles;

/**
 * A numbered source block: id, short digest and page on the left, the wrapped text on the right.
 * Kept light, since styling and laying out cells was most of opening a record: the gutter
 * lines are plain text nodes rather than labels, the difference mark is made only when a
 * derived snapshot needs one, and a block without marked numbers reuses one text node; a
 * record of thousands of blocks opens with a screenful of these.
 */
final class BlockCell extends ListCell<BlockItem> {

    private static final double GUTTER = 118;

    private final Text id = new Text();
    private final Text digest = new Text();
    private final Text page = new Text();
    private final VBox gutter;
    private final Text plain = new Text();
    private final TextFlow text = new TextFlow();
    private final HBox layout;
    private Label difference;

    BlockCell(ListView<BlockItem> list) {
        getStyleClass().add(Styles.BLOCK_CELL);
        id.getStyleClass().add(Styles.BLOCK_ID);
        digest.getStyleClass().add(Styles.BLOCK_DIGEST);
        page.getStyleClass().add(Styles.BLOCK_DIGEST);
        plain.getStyleClass().add(Styles.BLOCK_TEXT);
        gutter = new VBox(2, id, digest, page);
        gutter.setMinWidth(GUTTER - 22);
        gutter.setPrefWidth(GUTTER - 22);
        gutter.setAlignment(Pos.TOP_LEFT);
        // Wrap to the list's width, so a long paragraph never needs a horizontal scroll bar.
        text.prefWidthProperty().bind(list.widthProperty().subtract(GUTTER + 30));
        text.maxWidthProperty().bind(text.prefWidthProperty());
        HBox.setHgrow(text, Priority.ALWAYS);
        layout = new HBox(12, gutter, text);
        setPrefWidth(0);
    }

    @Override
    protected void updateItem(BlockItem item, boolean empty) {
        super.updateItem(item, empty);
        getStyleClass().remove(Styles.BLOCK_HIGHLIGHTED);
        if (empty || item == null) {
            setId(null);
            setGraphic(null);
            return;
        }
        // Upstream's lost block keeps upstream's id, which the extraction may use for another block.
        boolean upstreamOnly = item.difference() == DifferenceMark.ONLY_UPSTREAM;
        String key = upstreamOnly ? "upstream-" + item.blockId() : item.blockId();
        setId(Ids.block(key));
        id.setText(item.number() + "  " + item.blockId() + (upstreamOnly ? " (upstream's)" : ""));
        digest.setText(item.shortDigest());
        page.setText(item.page().map(p -> "page " + p).orElse(""));
        page.setVisible(item.page().isPresent());
        page.setManaged(item.page().isPresent());
        markDifference(item.difference(), key);
        showText(item.spans());
        if (item.highlighted()) {
            getStyleClass().add(Styles.BLOCK_HIGHLIGHTED);
        }
        setGraphic(layout);
    }

    private void markDifference(DifferenceMark mark, String key) {
        boolean marked = mark != DifferenceMark.NONE;
        if (!marked && difference == null) {
            return;
        }
        if (difference == null) {
            difference = new Label();
            difference.getStyleClass().add(RecordIds.DIFFERENCE_MARK);
            gutter.getChildren().add(difference);
        }
        difference.setText(mark.label());
        difference.setId(marked ? RecordIds.differenceMark(key) : null);
        difference.getStyleClass().removeIf(c -> c.startsWith("difference-") && !c.equals(RecordIds.DIFFERENCE_MARK));
        if (marked) {
            difference.getStyleClass().add(RecordIds.differenceStyle(mark));
        }
        difference.setVisible(marked);
        difference.setManaged(marked);
    }

    private void showText(List<TextSpan> spans) {
        if (spans.stream().noneMatch(TextSpan::marked)) {
            StringBuilder all = new StringBuilder();
            spans.forEach(s -> all.append(s.text()));
            plain.setText(all.toString());
            if (text.getChildren().size() != 1 || text.getChildren().get(0) != plain) {
                text.getChildren().setAll(plain);
            }
            return;
        }
        text.getChildren().clear();
        for (TextSpan span : spans) {
            text.getChildren().add(node(span));
        }
    }

    private static Node node(TextSpan span) {
        if (span.marked()) {
            // A label, not a Text: only a region can carry the mark's background.
            Label mark = new Label(span.text());
            mark.getStyleClass().add(Styles.NUMERIC_MARK);
            return mark;
        }
        Text plain = new Text(span.text());
        plain.getStyleClass().add(Styles.BLOCK_TEXT);
        return plain;
    }
}
