package org.copydesk.app.desktop.duplicates;

import java.util.function.Consumer;
import java.util.function.Function;

import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.PageTitle;
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
        VBox bar = new VBox(8, titleLine, filterLine, hint);
        bar.getStyleClass().add(Styles.TOOLBAR);
        bar.setPadding(new Insets(10, 14, 10, 14));

        table.setId(Ids.DUPLICATES_TABLE);
        table.setPlaceholder(new Label("No duplicate suggestions match these filters."));
        table.setItems(viewModel.rows());
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(decisionColumn());
        table.getColumns().add(column("Kind", 170, PairEntry::kindLabel));
        table.getColumns().add(column("Rule (matched fields)", 280, PairEntry::rule));
        table.getColumns().add(column("Left record", 380, e -> describe(e.left())));
        table.getColumns().add(column("Right record", 380, e -> describe(e.right())));
        table.addEventHandler(KeyEvent.KEY_PRESSED, key -> {
            if (key.getCode() == KeyCode.ENTER && table.getSelectionModel().getSelectedItem() != null) {
                compare.accept(table.getSelectionModel().getSelectedItem());
                key.consume();
            }
        });
        table.setOnMouseClicked(click -> {
            if (click.getButton() == MouseButton.PRIMARY && click.getClickCount() == 2
                    && table.getSelectionModel().getSelectedItem() != null) {
                compare.accept(table.getSelectionModel().getSelectedItem());
            }
        });
        viewModel.rows().addListener((ListChangeListener<PairEntry>) change -> {
            if (!viewModel.rows().isEmpty() && table.getSelectionModel().isEmpty()) {
                table.getSelectionModel().select(0);
            }
        });
        addEventHandler(KeyEvent.KEY_PRESSED, key -> {
            if (key.getCode() == KeyCode.ESCAPE) {
                back.run();
                key.consume();
            }
        });
        VBox.setVgrow(table, Priority.ALWAYS);
        getChildren().addAll(bar, table);
    }

    public void focusTable() {
        table.requestFocus();
        if (table.getSelectionModel().isEmpty() && !table.getItems().isEmpty()) {
            table.getSelectionModel().select(0);
        }
    }

    private static String describe(PairSide side) {
        String pollster = side.pollster().isEmpty() ? "" : side.pollster() + " — ";
        return side.shortDigest() + "  " + pollster + side.title();
    }

    private static TableColumn<PairEntry, String> decisionColumn() {
        TableColumn<PairEntry, String> column = column("Decision", 150, PairEntry::decisionLabel);
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

    private static TableColumn<PairEntry, String> column(String title, double width, Function<PairEntry, String> value) {
        TableColumn<PairEntry, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setSortable(false);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        return column;
    }

    private static Label filterLabel(String text) {
        Label label = new Label(text);
        label.getStyleClass().add(Styles.FILTER_LABEL);
        return label;
    }
}
