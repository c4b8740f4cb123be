package org.copydesk.app.desktop.record;

import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.Styles;

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

    public RecordView(RecordViewModel viewModel, Runnable back) {
        this.viewModel = viewModel;
        setId(Ids.RECORD);
        getStyleClass().add(Styles.DESK);
        poll = new PollPanel(viewModel);
        event = new EventPanel(viewModel);
        claims = new ClaimsPanel(viewModel);
        discover = new DiscoverPanel(viewModel);
        findings = new FindingsPanel(viewModel);
        upstream = new UpstreamPane(viewModel);

        right.getStyleClass().add(Styles.PANEL);
        SplitPane split = new SplitPane(new SourceBlocksView(viewModel.source()), right);
        split.setDividerPositions(0.5);
        setTop(new RecordHeaderView(viewModel, back));
        setCenter(split);
        viewModel.loadedProperty().addListener((obs, old, loaded) -> {
            if (loaded) {
                arrange();
            } else {
                right.getChildren().clear();
            }
        });
        addEventHandler(KeyEvent.KEY_PRESSED, key -> {
            if (key.getCode() == KeyCode.ESCAPE) {
                back.run();
                key.consume();
            }
        });
    }

    /** Only the panel for this record's task is in the scene, so ids such as #fields-table stay unique. */
    private void arrange() {
        right.getChildren().clear();
        if (viewModel.blockedProperty().get()) {
            VBox.setVgrow(findings, Priority.ALWAYS);
            right.getChildren().add(findings);
        }
        Node panel = panelFor(viewModel.taskProperty().get());
        if (panel != null) {
            VBox.setVgrow(panel, Priority.ALWAYS);
            right.getChildren().add(panel);
        }
        right.getChildren().add(upstream);
    }

    private Node panelFor(String task) {
        if (viewModel.blockedProperty().get()) {
            // A blocked run has no output; its findings are the whole story.
            return null;
        }
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
