package org.copydesk.app.desktop.queue;

import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.input.KeyCombination;
import javafx.scene.control.TableView;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.controlsfx.control.textfield.CustomTextField;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.ListPage;
import org.copydesk.app.desktop.common.Styles;

/** The review queue: search and filters above a virtualized table of every record. */
public final class QueueView extends VBox {

    private final CustomTextField search = new CustomTextField();
    private final TableView<QueueItem> table;
    private int selectedPlace;
    private int topPlace;

    public QueueView(QueueViewModel viewModel) {
        setId(Ids.QUEUE);
        getStyleClass().add(Styles.PANEL);
        table = QueueTable.create(viewModel);

        search.setId(Ids.QUEUE_SEARCH);
        search.setPromptText("Search source text  ( / )");
        search.setLeft(new Label("⌕"));
        search.setPrefColumnCount(34);
        search.textProperty().addListener((obs, old, text) -> viewModel.search(text));

        SegmentedFilter tasks = new SegmentedFilter(Ids.TASK_FILTER, viewModel.taskOptions(), viewModel::filterTask);
        ChoiceFilter races = new ChoiceFilter(Ids.RACE_FILTER, viewModel.raceOptions(), viewModel::filterRace);
        SegmentedFilter statuses = new SegmentedFilter(Ids.STATUS_FILTER, viewModel.statusOptions(),
                viewModel::filterStatus);
        SegmentedFilter checks = new SegmentedFilter(Ids.CHECK_FILTER, viewModel.checkOptions(), viewModel::filterChecks);
        SegmentedFilter kinds = new SegmentedFilter(Ids.KIND_FILTER, viewModel.kindOptions(), viewModel::filterKind);
        SegmentedFilter decisions = new SegmentedFilter(Ids.DECISION_FILTER, viewModel.decisionOptions(),
                viewModel::filterDecision);

        CheckBox unclaimed = new CheckBox("Not claimed by others");
        unclaimed.setId(Ids.QUEUE_UNCLAIMED);
        unclaimed.setTooltip(new javafx.scene.control.Tooltip(
                "Hide records another reviewer has open for review now (Ctrl+Shift+N)"));
        sceneProperty().addListener((obs, old, scene) -> {
            if (scene != null) {
                scene.getAccelerators().put(KeyCombination.keyCombination("Shortcut+Shift+N"), unclaimed::fire);
            }
        });
        unclaimed.setOnAction(event -> viewModel.filterUnclaimed(unclaimed.isSelected()));
        viewModel.unclaimedOnlyProperty().addListener((obs, was, only) -> unclaimed.setSelected(only));

        Label count = new Label();
        count.setId(Ids.QUEUE_COUNT);
        count.getStyleClass().add(Styles.MUTED);
        count.textProperty().bind(viewModel.summaryProperty());

        Label checking = new Label();
        checking.setId(Ids.QUEUE_CHECKS_NOTE);
        checking.getStyleClass().add(Styles.MUTED);
        checking.textProperty().bind(viewModel.checksNoteProperty());

        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox searchLine = new HBox(10, search, spacer, checking, count);
        searchLine.setAlignment(Pos.CENTER_LEFT);
        // Four filter groups no longer fit one line on a laptop screen: wrap them rather than squeeze labels.
        FlowPane filterLine = new FlowPane(10, 6, group("Kind", kinds.node()), group("Task", tasks.node()),
                group("Status", statuses.node()), group("Race", races.node()), group("Checks", checks.node()),
                group("Decision", decisions.node()), unclaimed);
        filterLine.setAlignment(Pos.CENTER_LEFT);
        // The rows come first and the counts a moment later: until then the line above
        // the table says "counting…" and the filters, dimmed, still show the last question's counts.
        filterLine.opacityProperty().bind(Bindings.when(viewModel.countingProperty()).then(0.6).otherwise(1.0));
        VBox bar = ListPage.bar(searchLine, filterLine);

        // A new result starts on its first row, so J, K and Enter work without a click; the same question
        // read again (after a decision, an import, a check) keeps the row and the scroll the user left.
        table.getSelectionModel().selectedIndexProperty().addListener((obs, old, now) -> {
            if (now.intValue() >= 0) {
                selectedPlace = now.intValue();
                topPlace = firstVisibleRow();
                QueueItem item = table.getItems().get(now.intValue());
                viewModel.selectionMoved(now.intValue(), item.recordSha256());
            }
        });
        table.itemsProperty().addListener((obs, old, rows) -> {
            if (rows == null || rows.isEmpty()) {
                return;
            }
            if (viewModel.keepsPlace()) {
                // The selected record where it is now (rows added or removed above it moved it), the
                // rows above it as many as before; else the same place
                // (docs/decisions/0177-keeping-the-users-place.md).
                int kept = viewModel.keptIndex();
                int keep = kept >= 0 && kept < rows.size() ? kept : Math.min(selectedPlace, rows.size() - 1);
                int top = kept >= 0 ? Math.max(0, Math.min(keep, topPlace + keep - selectedPlace))
                        : Math.min(topPlace, keep);
                table.getSelectionModel().clearAndSelect(keep);
                table.getFocusModel().focus(keep);
                table.scrollTo(top);
            } else {
                table.getSelectionModel().clearAndSelect(0);
                table.scrollTo(0);
            }
        });
        VBox.setVgrow(table, Priority.ALWAYS);
        getChildren().addAll(bar, table);
    }

    private int firstVisibleRow() {
        if (table.lookup(".virtual-flow") instanceof VirtualFlow<?> flow && flow.getFirstVisibleCell() != null) {
            return flow.getFirstVisibleCell().getIndex();
        }
        return 0;
    }

    /** Puts the caret in the search box ({@code /}). */
    public void focusSearch() {
        search.requestFocus();
        search.selectAll();
    }

    public void focusTable() {
        table.requestFocus();
        if (table.getSelectionModel().isEmpty() && !table.getItems().isEmpty()) {
            table.getSelectionModel().select(0);
        }
    }

    private static HBox group(String text, javafx.scene.Node filter) {
        Label label = new Label(text);
        label.getStyleClass().add(Styles.FILTER_LABEL);
        label.setMinWidth(Region.USE_PREF_SIZE);
        HBox group = new HBox(6, label, filter);
        group.setAlignment(Pos.CENTER_LEFT);
        return group;
    }
}
