package org.copydesk.app.desktop.duplicates;

import java.util.function.Consumer;

import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.PageTitle;
import org.copydesk.app.desktop.common.Columns;
import org.copydesk.app.desktop.common.ListPage;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.desktop.queue.SegmentedFilter;

/** Every duplicate suggestion, pending first; Enter compares the selected pair, Esc returns to the queue. */
public final class DuplicatesView extends VBox {

    private final TableView<PairEntry> table = new TableView<>();

    public DuplicatesView(DuplicatesViewModel viewModel, Consumer<PairEntry> compare, Runnable back) {
        setId(Ids.DUPLICATES);
        getStyleClass().add(Styles.PANEL);

        HBox titleLine = PageTitle.line(Ids.DUPLICATES_BACK, "Duplicate suggestions", Ids.DUPLICATES_COUNT,
                viewModel.summaryProperty(), back);

        SegmentedFilter kinds = new SegmentedFilter(Ids.DUPLICATE_KIND_FILTER, viewModel.kindOptions(),
                viewModel::filterKind);
        SegmentedFilter states = new SegmentedFilter(Ids.DUPLICATE_STATE_FILTER, viewModel.stateOptions(),
                viewModel::filterState);
        HBox filterLine = new HBox(10, filterLabel("Kind"), kinds.node(), filterLabel("Decision"), states.node());
        filterLine.setAlignment(Pos.CENTER_LEFT);
        Label hint = new Label("Suggestions only: nothing is merged or hidden. Enter compares the selected pair.");
        hint.getStyleClass().add(Styles.MUTED);
        VBox bar = ListPage.bar(titleLine, filterLine, hint);

        table.setId(Ids.DUPLICATES_TABLE);
        table.setPlaceholder(new Label("No duplicate suggestions match these filters."));
        table.setItems(viewModel.rows());
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(decisionColumn());
        table.getColumns().add(Columns.text("Kind", 170, PairEntry::kindLabel));
        table.getColumns().add(Columns.text("Rule (matched fields)", 280, PairEntry::rule));
        table.getColumns().add(Columns.text("Left record", 380, e -> describe(e.left())));
        table.getColumns().add(Columns.text("Right record", 380, e -> describe(e.right())));
        ListPage.opensSelected(table, compare);
        ListPage.movesWithJK(table);
        ListPage.selectsFirstRow(table, viewModel.rows());
        ListPage.backOnEscape(this, back);
        VBox.setVgrow(table, Priority.ALWAYS);
        getChildren().addAll(bar, table);
    }

    public void focusTable() {
        ListPage.focus(table);
    }

    private static String describe(PairSide side) {
        String pollster = side.pollster().isEmpty() ? "" : side.pollster() + " — ";
        return side.shortDigest() + "  " + pollster + side.title();
    }

    private static TableColumn<PairEntry, String> decisionColumn() {
        TableColumn<PairEntry, String> column = Columns.text("Decision", 150, PairEntry::decisionLabel);
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String text, boolean empty) {
                super.updateItem(text, empty);
                getStyleClass().removeAll(Styles.PAIR_PENDING, Styles.PAIR_DECIDED);
                setText(empty ? null : text);
                if (!empty) {
                    getStyleClass().add(PairEntry.PENDING.equals(text) ? Styles.PAIR_PENDING : Styles.PAIR_DECIDED);
                }
            }
        });
        return column;
    }

    private static Label filterLabel(String text) {
        Label label = new Label(text);
        label.getStyleClass().add(Styles.FILTER_LABEL);
        return label;
    }
}
