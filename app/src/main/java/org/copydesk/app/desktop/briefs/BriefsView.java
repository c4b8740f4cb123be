package org.copydesk.app.desktop.briefs;

import java.util.function.Consumer;
import java.util.function.Function;

import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.common.PageTitle;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.workflow.BriefEntry;

/** The research briefs in the store; Enter or a double click opens one, Esc goes back to the queue. */
public final class BriefsView extends VBox {

    private final TableView<BriefEntry> table = new TableView<>();

    public BriefsView(BriefsViewModel viewModel, Consumer<String> open, Runnable back) {
        setId(BriefIds.BRIEFS);
        getStyleClass().add(Styles.PANEL);

        HBox titleLine = PageTitle.line(BriefIds.BRIEFS_BACK, "Research briefs", BriefIds.BRIEFS_SUMMARY,
                viewModel.summaryProperty(), back);
        Label hint = new Label("Enter opens the selected brief: its claims, each quote in its source, and what it "
                + "does not prove.");
        hint.getStyleClass().add(Styles.MUTED);
        VBox bar = new VBox(8, titleLine, hint);
        bar.getStyleClass().add(Styles.TOOLBAR);
        bar.setPadding(new Insets(10, 14, 10, 14));

        table.setId(BriefIds.BRIEFS_TABLE);
        table.setPlaceholder(new Label("No research brief in this store."));
        table.setItems(viewModel.rows());
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(column("Decision", 140, e -> e.decision().orElse("pending")));
        table.getColumns().add(column("Brief", 160, BriefEntry::briefId));
        table.getColumns().add(column("Claims", 70, e -> String.valueOf(e.claims())));
        table.getColumns().add(column("Artifacts", 80, e -> String.valueOf(e.artifacts())));
        table.getColumns().add(column("Digest", 130, e -> e.briefSha256().substring(0, 12) + "…"));
        table.getColumns().add(column("Question", 600, BriefEntry::question));
        table.addEventHandler(KeyEvent.KEY_PRESSED, key -> {
            if (key.getCode() == KeyCode.ENTER && table.getSelectionModel().getSelectedItem() != null) {
                open.accept(table.getSelectionModel().getSelectedItem().briefSha256());
                key.consume();
            }
        });
        table.setOnMouseClicked(click -> {
            if (click.getButton() == MouseButton.PRIMARY && click.getClickCount() == 2
                    && table.getSelectionModel().getSelectedItem() != null) {
                open.accept(table.getSelectionModel().getSelectedItem().briefSha256());
            }
        });
        viewModel.rows().addListener((ListChangeListener<BriefEntry>) change -> {
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

    private static TableColumn<BriefEntry, String> column(String title, double width,
                                                          Function<BriefEntry, String> value) {
        TableColumn<BriefEntry, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setSortable(false);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        return column;
    }
}
