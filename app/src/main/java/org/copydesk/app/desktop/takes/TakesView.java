package org.copydesk.app.desktop.takes;

import java.util.function.Consumer;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.common.PageTitle;
import org.copydesk.app.desktop.common.Columns;
import org.copydesk.app.desktop.common.ListPage;
import org.copydesk.app.desktop.common.Styles;

/** Every analyst take; Enter opens the selected one, Ctrl+O chooses the release tree, Esc returns to the queue. */
public final class TakesView extends VBox {

    private final TableView<TakeRow> table = new TableView<>();

    public TakesView(TakesViewModel viewModel, Consumer<TakeRow> open, Runnable back) {
        setId(TakeIds.TAKES);
        getStyleClass().add(Styles.PANEL);

        HBox titleLine = PageTitle.line(TakeIds.TAKES_BACK, "Analyst takes", TakeIds.TAKES_COUNT,
                viewModel.summaryProperty(), back);

        Label release = new Label();
        release.setId(TakeIds.RELEASE_LINE);
        release.textProperty().bind(viewModel.releaseLineProperty());
        Button choose = new Button("Choose release tree…  (Ctrl+O)");
        choose.setId(TakeIds.CHOOSE_RELEASE);
        choose.setOnAction(event -> viewModel.chooseRelease());
        HBox releaseLine = new HBox(10, release, choose);
        releaseLine.setAlignment(Pos.CENTER_LEFT);
        Label hint = new Label("Enter opens the selected take. Binding is judged against the release tree shown.");
        hint.getStyleClass().add(Styles.MUTED);
        VBox bar = ListPage.bar(titleLine, releaseLine, hint);

        table.setId(TakeIds.TAKES_TABLE);
        table.setPlaceholder(new Label("No analyst takes in this store. Import a takes folder or a release tree."));
        table.setItems(viewModel.rows());
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(Columns.text("Race", 150, TakeRow::raceId));
        table.getColumns().add(Columns.text("Schema", 140, TakeRow::schema));
        table.getColumns().add(Columns.text("Status", 150, TakeRow::status));
        table.getColumns().add(bindingColumn());
        table.getColumns().add(Columns.text("Take", 130, TakeRow::shortId));
        table.getColumns().add(Columns.text("Screens", 420, TakeRow::screens));
        ListPage.opensSelected(table, open);
        ListPage.movesWithJK(table);
        ListPage.selectsFirstRow(table, viewModel.rows());
        ListPage.backOnEscape(this, back);
        addEventHandler(KeyEvent.KEY_PRESSED, key -> {
            if (key.getCode() == KeyCode.O && key.isShortcutDown()) {
                viewModel.chooseRelease();
                key.consume();
            }
        });
        VBox.setVgrow(table, Priority.ALWAYS);
        getChildren().addAll(bar, table);
    }

    public void focusTable() {
        ListPage.focus(table);
    }

    private TakeRow selected() {
        return table.getSelectionModel().getSelectedItem();
    }

    private static TableColumn<TakeRow, String> bindingColumn() {
        TableColumn<TakeRow, String> column = Columns.text("Binding", 220, TakeRow::bindingLabel);
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String text, boolean empty) {
                super.updateItem(text, empty);
                getStyleClass().removeAll(TakeStyles.BINDING_BOUND, TakeStyles.BINDING_STALE,
                        TakeStyles.BINDING_UNKNOWN);
                setText(empty ? null : text);
                if (!empty && getTableRow() != null && getTableRow().getItem() != null) {
                    getStyleClass().add(BindingStyles.of(getTableRow().getItem().binding()));
                }
            }
        });
        return column;
    }

}
