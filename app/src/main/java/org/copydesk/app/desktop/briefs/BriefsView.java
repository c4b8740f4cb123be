package org.copydesk.app.desktop.briefs;

import java.util.function.Consumer;

import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.common.PageTitle;
import org.copydesk.app.desktop.common.Columns;
import org.copydesk.app.desktop.common.ListPage;
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
        VBox bar = ListPage.bar(titleLine, hint);

        table.setId(BriefIds.BRIEFS_TABLE);
        table.setPlaceholder(new Label("No research brief in this store."));
        table.setItems(viewModel.rows());
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(Columns.text("Decision", 140, e -> e.decision().orElse("pending")));
        table.getColumns().add(Columns.text("Brief", 160, BriefEntry::briefId));
        table.getColumns().add(Columns.text("Claims", 70, e -> String.valueOf(e.claims())));
        table.getColumns().add(Columns.text("Artifacts", 80, e -> String.valueOf(e.artifacts())));
        table.getColumns().add(Columns.text("Digest", 130, e -> e.briefSha256().substring(0, 12) + "…"));
        table.getColumns().add(Columns.text("Question", 600, BriefEntry::question));
        ListPage.opensSelected(table, entry -> open.accept(entry.briefSha256()));
        ListPage.movesWithJK(table);
        ListPage.selectsFirstRow(table, viewModel.rows());
        ListPage.backOnEscape(this, back);
        VBox.setVgrow(table, Priority.ALWAYS);
        getChildren().addAll(bar, table);
    }

    public void focusTable() {
        ListPage.focus(table);
    }

}
