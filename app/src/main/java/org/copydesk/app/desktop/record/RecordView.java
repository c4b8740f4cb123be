package org.copydesk.app.desktop.record;

import java.util.ArrayList;
import java.util.List;

import javafx.beans.binding.Bindings;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.checks.ChecksPanel;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.desktop.decide.DecisionHistoryPanel;
import org.copydesk.app.desktop.decide.DecideBar;
import org.copydesk.app.desktop.decide.RecordDecisionsViewModel;
import org.copydesk.app.desktop.original.OriginalPane;
import org.copydesk.app.desktop.original.OriginalViewModel;
import org.copydesk.app.desktop.verdicts.CorrectionEditorView;
import org.copydesk.app.desktop.verdicts.VerdictBar;
import org.copydesk.app.desktop.verdicts.VerdictKeys;

/** The record under review: header above; the source's blocks left, what upstream extracted right. */
public final class RecordView extends BorderPane {

    private final RecordViewModel viewModel;
    private final VBox right = new VBox(8);
    private final PollPanel poll;
    private final EventPanel event;
    private final ClaimsPanel claims;
    private final DiscoverPanel discover;
    private final FindingsPanel findings;
    private final UpstreamPane upstream;
    private final VerdictBar verdictBar;
    private final CorrectionEditorView correction;

    public RecordView(RecordViewModel viewModel, RecordDecisionsViewModel decisions, ExtractionViewModel extraction,
                      OriginalViewModel original, Runnable back) {
        this.viewModel = viewModel;
        setId(Ids.RECORD);
        getStyleClass().add(Styles.DESK);
        poll = new PollPanel(viewModel);
        event = new EventPanel(viewModel);
        claims = new ClaimsPanel(viewModel);
        discover = new DiscoverPanel(viewModel);
        findings = new FindingsPanel(viewModel);
        upstream = new UpstreamPane(viewModel);
        verdictBar = new VerdictBar(viewModel.verdicts());
        correction = new CorrectionEditorView(viewModel.verdicts().editor());

        right.getStyleClass().add(Styles.PANEL);
        TabPane tabs = tabs(right, decisions, original);
        // Each record opens on what upstream extracted: the tab the last record was left on says nothing of this one.
        viewModel.recordSha256Property().addListener((obs, old, now) -> tabs.getSelectionModel().select(0));
        SplitPane split = new SplitPane(new SourceBlocksView(viewModel.source(), this::blockClicked, extraction),
                tabs);
        split.setDividerPositions(0.4);
        setTop(new RecordHeaderView(viewModel, back, new DecideBar(decisions.checks().summaryProperty(),
                decisions.checks().anyFailedProperty(), Ids.RECORD_APPROVE, Ids.RECORD_REJECT, decisions::approve,
                decisions::reject, "content", decisions.approveUnavailableProperty(),
                decisions.rejectUnavailableProperty())));
        setCenter(split);
        // Hidden, not emptied, while a record loads: panels taken out of the scene and put back
        // have every style looked up again, which cost more than the rest of opening a record.
        right.setVisible(false);
        // Laid out for a poll, the commonest record, while still hidden: the first record opened
        // finds its panels made and styled instead of making them while the editor waits.
        arrange("poll", false);
        viewModel.loadedProperty().addListener((obs, old, loaded) -> {
            if (loaded) {
                arrange(viewModel.taskProperty().get(), viewModel.blockedProperty().get());
            }
            right.setVisible(loaded);
        });
        addEventHandler(KeyEvent.KEY_PRESSED, key -> {
            if (VerdictKeys.handle(key, viewModel.verdicts())) {
                key.consume();
            } else if (key.getCode() == KeyCode.ESCAPE) {
                back.run();
                key.consume();
            } else if (key.getCode() == KeyCode.X && key.isShortcutDown() && key.isShiftDown()) {
                extraction.extract();
                key.consume();
            } else if (key.getCode() == KeyCode.R && key.isShortcutDown() && !key.isShiftDown()) {
                decisions.checks().rerun();
                key.consume();
            } else if (plain(key) && key.getCode() == KeyCode.A) {
                decisions.approve();
                key.consume();
            } else if (plain(key) && key.getCode() == KeyCode.R) {
                decisions.reject();
                key.consume();
            }
        });
    }

    /** While a correction is open, a clicked block is added to its evidence or taken out of it. */
    private void blockClicked(String blockId) {
        if (viewModel.verdicts().editor().editingProperty().get()) {
            viewModel.verdicts().editor().toggle(blockId);
            correction.focusValue();
        }
    }

    /** A letter typed as a command, not into a text field and not as part of a shortcut. */
    private static boolean plain(KeyEvent key) {
        return !key.isShortcutDown() && !key.isAltDown() && !key.isShiftDown() && !key.isMetaDown()
                && !(key.getTarget() instanceof TextInputControl && ((TextInputControl) key.getTarget()).isEditable());
    }

    /**
     * What upstream extracted, the checks and the decisions each get the full height: a table
     * squeezed to a few rows hides the very row an editor is looking for.
     */
    private static TabPane tabs(VBox extracted, RecordDecisionsViewModel decisions, OriginalViewModel original) {
        Tab output = new Tab("Extracted", extracted);
        Tab checks = new Tab("Checks", new ChecksPanel(decisions.checks()));
        checks.textProperty().bind(Bindings.concat("Checks · ", decisions.checks().summaryProperty()));
        Tab history = new Tab("Decisions", new DecisionHistoryPanel(decisions.history()));
        history.textProperty().bind(Bindings.concat("Decisions · ", decisions.history().summaryProperty()));
        Tab originalTab = new Tab("Original", new OriginalPane(original));
        originalTab.setId(RecordIds.ORIGINAL_TAB);
        original.setVisible(originalTab.isSelected());
        originalTab.selectedProperty().addListener((obs, old, selected) -> original.setVisible(selected));
        TabPane tabs = new TabPane(output, checks, history, originalTab);
        tabs.setId(Ids.RECORD_TABS);
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        return tabs;
    }

    /** Only the panel for this record's task is in the scene, so ids such as #fields-table stay unique. */
    private void arrange(String task, boolean blocked) {
        List<Node> wanted = new ArrayList<>();
        if (blocked) {
            VBox.setVgrow(findings, Priority.ALWAYS);
            wanted.add(findings);
        }
        Node panel = blocked ? null : panelFor(task);
        if (panel != null) {
            VBox.setVgrow(panel, Priority.ALWAYS);
            wanted.addAll(List.of(verdictBar, panel, correction));
        }
        wanted.add(upstream);
        // The next record of the same kind keeps the panels in place.
        if (!right.getChildren().equals(wanted)) {
            right.getChildren().setAll(wanted);
        }
    }

    /** A blocked run has no output (its findings are the whole story), so callers ask only for others. */
    private Node panelFor(String task) {
        switch (task) {
            case "poll":
                return poll;
            case "event":
                return event;
            case "commentary":
                return claims;
            case "discover":
                return discover;
            default:
                return null;
        }
    }
}
