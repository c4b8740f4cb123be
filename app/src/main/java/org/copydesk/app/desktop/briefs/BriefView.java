package org.copydesk.app.desktop.briefs;

import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.checks.CheckColumns;
import org.copydesk.app.desktop.checks.CheckRow;
import org.copydesk.app.desktop.checks.ChecksViewModel;
import org.copydesk.app.desktop.common.ListPage;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.desktop.decide.DecideBar;
import org.copydesk.app.desktop.decide.DecisionRow;
import org.copydesk.app.desktop.decide.DecisionTables;

/**
 * One research brief: its question and digest above; its claims with every quote in place on
 * the left and, as prominent, what it supports and does not prove on the right; its checks and
 * decisions below. A approves, R rejects, Esc goes back.
 */
public final class BriefView extends BorderPane {

    public BriefView(BriefViewModel viewModel, Runnable back) {
        setId(BriefIds.BRIEF);
        getStyleClass().add(Styles.DESK);
        setTop(header(viewModel, back));

        VBox claims = new VBox(12);
        claims.setId(BriefIds.BRIEF_CLAIMS);
        claims.setPadding(new Insets(8));
        viewModel.claims().addListener((ListChangeListener<ClaimItem>) change -> {
            claims.getChildren().clear();
            viewModel.claims().forEach(c -> claims.getChildren().add(ClaimCards.card(c)));
        });
        ScrollPane claimScroll = new ScrollPane(claims);
        claimScroll.setFitToWidth(true);
        VBox claimsPanel = section("Claims", claimScroll);

        ListView<String> supports = list(BriefIds.BRIEF_SUPPORTS, viewModel.supports(), "The brief lists nothing it supports.");
        ListView<String> doesNotProve = list(BriefIds.BRIEF_DOES_NOT_PROVE, viewModel.doesNotProve(),
                "The brief lists nothing it does not prove — read its claims with that in mind.");
        VBox limits = new VBox(8, section("Supports", supports), section("Does not prove", doesNotProve));
        VBox.setVgrow(limits.getChildren().get(0), Priority.ALWAYS);
        VBox.setVgrow(limits.getChildren().get(1), Priority.ALWAYS);
        SplitPane middle = new SplitPane(claimsPanel, limits);
        middle.setDividerPositions(0.6);

        TabPane below = new TabPane(new Tab("Checks", checks(viewModel)), history(viewModel));
        below.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        below.setPrefHeight(230);
        below.setMinHeight(160);
        SplitPane split = new SplitPane(middle, below);
        split.setOrientation(javafx.geometry.Orientation.VERTICAL);
        split.setDividerPositions(0.68);
        setCenter(split);

        addEventHandler(KeyEvent.KEY_PRESSED, key -> {
            if (key.getCode() == KeyCode.ESCAPE) {
                back.run();
                key.consume();
            } else if (plain(key) && key.getCode() == KeyCode.A) {
                viewModel.approve();
                key.consume();
            } else if (plain(key) && key.getCode() == KeyCode.R) {
                viewModel.reject();
                key.consume();
            }
        });
    }

    private static boolean plain(KeyEvent key) {
        return !key.isShortcutDown() && !key.isAltDown() && !key.isShiftDown() && !key.isMetaDown()
                && !(key.getTarget() instanceof TextInputControl && ((TextInputControl) key.getTarget()).isEditable());
    }

    private static VBox header(BriefViewModel viewModel, Runnable back) {
        Button backButton = new Button("← Back");
        backButton.setId(BriefIds.BRIEF_BACK);
        backButton.setTooltip(new Tooltip("Back to the research briefs or the queue, where the brief was opened (Esc)"));
        backButton.setOnAction(e -> back.run());
        Label title = new Label();
        title.setId(BriefIds.BRIEF_TITLE);
        title.getStyleClass().add(Styles.RECORD_TITLE);
        title.textProperty().bind(viewModel.titleProperty());
        DecideBar decide = new DecideBar(viewModel.checksSummaryProperty(), viewModel.checksFailedProperty(),
                BriefIds.BRIEF_APPROVE, BriefIds.BRIEF_REJECT, viewModel::approve, viewModel::reject, "brief");
        decide.disableProperty().bind(viewModel.loadedProperty().not());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox titleLine = new HBox(12, backButton, title, spacer, decide);
        titleLine.setAlignment(Pos.CENTER_LEFT);

        Label question = new Label();
        question.setId(BriefIds.BRIEF_QUESTION);
        question.setWrapText(true);
        question.getStyleClass().add("brief-question");
        question.textProperty().bind(Bindings.concat("Question: ", viewModel.questionProperty()));

        TextField digest = new TextField();
        digest.setId(BriefIds.BRIEF_DIGEST);
        digest.setEditable(false);
        digest.getStyleClass().add(Styles.DIGEST);
        digest.textProperty().bind(viewModel.briefSha256Property());
        digest.setPrefColumnCount(64);
        Button copy = new Button("Copy");
        copy.setId(BriefIds.BRIEF_COPY_DIGEST);
        copy.setTooltip(new Tooltip("Copy brief_sha256, the digest a decision on this brief names"));
        copy.setOnAction(e -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(viewModel.briefSha256Property().get());
            Clipboard.getSystemClipboard().setContent(content);
        });
        Label digestLabel = new Label("brief_sha256");
        digestLabel.getStyleClass().add(Styles.PROVENANCE_LABEL);
        Label sources = new Label();
        sources.getStyleClass().add(Styles.MUTED);
        sources.textProperty().bind(viewModel.sourcesProperty());
        HBox digestLine = new HBox(8, digestLabel, digest, copy, sources);
        digestLine.setAlignment(Pos.CENTER_LEFT);

        VBox header = new VBox(8, titleLine, question, digestLine);
        header.getStyleClass().add(Styles.RECORD_HEADER);
        header.setPadding(new Insets(10, 14, 10, 14));
        return header;
    }

    private static VBox section(String heading, javafx.scene.Node content) {
        Label label = new Label(heading);
        label.getStyleClass().add("brief-section-title");
        VBox.setVgrow(content, Priority.ALWAYS);
        VBox box = new VBox(6, label, content);
        box.getStyleClass().add(Styles.PANEL);
        box.setPadding(new Insets(8));
        return box;
    }

    private static ListView<String> list(String id, javafx.collections.ObservableList<String> items,
                                         String placeholder) {
        ListView<String> list = new ListView<>(items);
        list.setId(id);
        list.getStyleClass().add(BriefIds.LIST_STYLE);
        list.setPlaceholder(new Label(placeholder));
        list.setCellFactory(view -> new javafx.scene.control.ListCell<>() {
            {
                setWrapText(true);
                prefWidthProperty().bind(view.widthProperty().subtract(20));
            }

            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : "•  " + item);
            }
        });
        return list;
    }

    private static VBox checks(BriefViewModel viewModel) {
        Label caveat = new Label(ChecksViewModel.CAVEAT);
        caveat.getStyleClass().add(Styles.CHECKS_CAVEAT);
        caveat.setWrapText(true);
        TableView<CheckRow> table = new TableView<>(viewModel.checks());
        ListPage.movesWithJK(table);
        table.setId(BriefIds.BRIEF_CHECKS_TABLE);
        table.setPlaceholder(new Label("The brief checks run when a brief opens."));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(CheckColumns.result());
        table.getColumns().add(CheckColumns.text("Check", 200, CheckRow::checkId));
        table.getColumns().add(CheckColumns.text("Detail", 380, CheckRow::detail));
        table.getColumns().add(CheckColumns.text("Proves / does not prove", 420,
                r -> r.proves().isEmpty() ? "" : "Proves: " + r.proves() + "\nDoes not prove: " + r.doesNotProve()));
        VBox.setVgrow(table, Priority.ALWAYS);
        VBox box = new VBox(6, caveat, table);
        box.getStyleClass().add(Styles.PANEL);
        return box;
    }

    private static Tab history(BriefViewModel viewModel) {
        Label summary = new Label();
        summary.textProperty().bind(viewModel.history().summaryProperty());
        TableView<DecisionRow> table = DecisionTables.create(BriefIds.BRIEF_HISTORY_TABLE, viewModel.history().rows(),
                false);
        table.setPlaceholder(new Label("No decision on this brief yet. A approves, R rejects."));
        VBox.setVgrow(table, Priority.ALWAYS);
        VBox box = new VBox(6, summary, table);
        box.getStyleClass().add(Styles.PANEL);
        Tab tab = new Tab("Decisions", box);
        tab.textProperty().bind(Bindings.concat("Decisions · ", viewModel.history().summaryProperty()));
        return tab;
    }
}
