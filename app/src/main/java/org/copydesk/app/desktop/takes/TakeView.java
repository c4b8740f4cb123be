package org.copydesk.app.desktop.takes;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.checks.CheckColumns;
import org.copydesk.app.desktop.checks.CheckRow;
import org.copydesk.app.desktop.common.ListPage;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.desktop.decide.SheetFrame;
import org.copydesk.app.workflow.release.TakeReview;

/**
 * One analyst take. Esc returns to the list, Ctrl+P opens Authorize &amp; Promote, Ctrl+Shift+F
 * writes the current-run fallback for a stale take's race, Ctrl+R runs its screens again (as on a
 * record: Ctrl+R always means "check again"), Ctrl+O chooses the release tree.
 */
public final class TakeView extends VBox {

    static final String FRAME_LABEL = "Calculated forecast · not AI-generated";

    private final VBox sections = new VBox(12);
    private final ScrollPane body;

    public TakeView(TakeViewModel viewModel, Runnable back) {
        setId(TakeIds.TAKE);
        getStyleClass().add(Styles.PANEL);

        VBox header = new Header(viewModel, back).node();
        VBox frame = forecastFrame(viewModel);
        Label briefing = new Label("AI-written briefing · model-authored, published only byte-for-byte as captured");
        briefing.getStyleClass().add(Styles.SECTION_TITLE);
        viewModel.sections().addListener((ListChangeListener<TakeSection>) change ->
                sections.getChildren().setAll(viewModel.sections().stream().map(SectionBox::of).toList()));
        VBox content = new VBox(14, frame, briefing, sections);
        content.setPadding(new Insets(12, 14, 12, 14));
        body = new ScrollPane(content);
        body.setFitToWidth(true);

        SplitPane split = new SplitPane(body, screens(viewModel));
        split.setDividerPositions(0.58);
        VBox.setVgrow(split, Priority.ALWAYS);
        getChildren().addAll(header, split);

        addEventHandler(KeyEvent.KEY_PRESSED, key -> {
            if (key.getCode() == KeyCode.ESCAPE) {
                back.run();
            } else if (key.getCode() == KeyCode.P && key.isShortcutDown()) {
                viewModel.authorize();
            } else if (key.getCode() == KeyCode.F && key.isShortcutDown() && key.isShiftDown()) {
                viewModel.writeFallback();
            } else if (key.getCode() == KeyCode.R && key.isShortcutDown()) {
                viewModel.checkAgain();
            } else if (key.getCode() == KeyCode.O && key.isShortcutDown()) {
                viewModel.chooseRelease();
            } else {
                return;
            }
            key.consume();
        });
    }

    public void focusContent() {
        body.requestFocus();
    }

    private static VBox forecastFrame(TakeViewModel viewModel) {
        Label label = new Label(FRAME_LABEL);
        label.setId(TakeIds.FORECAST_FRAME_LABEL);
        label.getStyleClass().add(TakeStyles.FORECAST_FRAME_LABEL);
        Label thesis = new Label();
        thesis.setId(TakeIds.THESIS);
        thesis.setWrapText(true);
        thesis.textProperty().bind(viewModel.thesisProperty());
        VBox paths = new VBox(2);
        paths.setId(TakeIds.CANDIDATE_PATHS);
        viewModel.candidatePaths().addListener((ListChangeListener<String>) change ->
                paths.getChildren().setAll(viewModel.candidatePaths().stream().map(TakeView::pathLine).toList()));
        VBox frame = new VBox(6, label, thesis, paths);
        frame.setId(TakeIds.FORECAST_FRAME);
        frame.getStyleClass().add(TakeStyles.FORECAST_FRAME);
        return frame;
    }

    private static VBox screens(TakeViewModel viewModel) {
        Label title = new Label("Screens");
        title.getStyleClass().add(Styles.SECTION_TITLE);
        Label summary = new Label();
        summary.setId(TakeIds.SCREENS_SUMMARY);
        summary.textProperty().bind(viewModel.screensProperty());
        viewModel.reviewProperty().addListener((obs, old, now) -> SheetFrame.toggle(summary, Styles.CHECK_FAILED,
                now.map(TakeReview::report).map(r -> r.anyFailed()).orElse(false)));
        Label notice = new Label(TakeReview.SCREEN_NOTICE + " A check proves shape, never truth: read the briefing.");
        notice.setId(TakeIds.SCREEN_NOTICE);
        notice.getStyleClass().add(Styles.CHECKS_CAVEAT);
        notice.setWrapText(true);
        TableView<CheckRow> table = new TableView<>(viewModel.checks());
        ListPage.movesWithJK(table);
        table.setId(TakeIds.SCREENS_TABLE);
        table.setPlaceholder(new Label("The screens run when a take opens."));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(CheckColumns.result());
        table.getColumns().add(CheckColumns.text("Check", 170, CheckRow::checkId));
        table.getColumns().add(CheckColumns.text("Detail", 260, CheckRow::detail));
        VBox.setVgrow(table, Priority.ALWAYS);
        VBox box = new VBox(6, title, summary, notice, table);
        box.setPadding(new Insets(12, 14, 12, 14));
        return box;
    }

    /** The header: title, status, binding, digests (copyable), release tree, the owner's actions and their outcome. */
    private static final class Header {
        private final TakeViewModel viewModel;
        private final Runnable back;

        Header(TakeViewModel viewModel, Runnable back) {
            this.viewModel = viewModel;
            this.back = back;
        }

        VBox node() {
            Button backButton = new Button("← Takes");
            backButton.setId(TakeIds.TAKE_BACK);
            backButton.setTooltip(new Tooltip("Back to the takes (Esc)"));
            backButton.setOnAction(event -> back.run());
            Label title = bound(TakeIds.TAKE_TITLE, viewModel.titleProperty());
            title.getStyleClass().add(Styles.RECORD_TITLE);
            Label status = bound(TakeIds.TAKE_STATUS, viewModel.statusProperty());
            status.getStyleClass().addAll(Styles.STATUS_BADGE, Styles.STATUS_NEEDS_REVIEW);
            Label binding = bound(TakeIds.TAKE_BINDING, viewModel.bindingLineProperty());
            binding.getStyleClass().add(Styles.STATUS_BADGE);
            viewModel.bindingProperty().addListener((obs, old, now) -> {
                binding.getStyleClass().removeAll(TakeStyles.BINDING_BOUND, TakeStyles.BINDING_STALE,
                        TakeStyles.BINDING_UNKNOWN);
                binding.getStyleClass().add(BindingStyles.of(now));
            });
            Button authorize = new Button("Authorize & Promote…  (Ctrl+P)");
            authorize.setId(TakeIds.AUTHORIZE);
            authorize.getStyleClass().add(Styles.APPROVE_BUTTON);
            authorize.disableProperty().bind(viewModel.canPromoteProperty().not());
            authorize.setOnAction(event -> viewModel.authorize());
            Button fallback = new Button("Write current-run fallback…  (Ctrl+Shift+F)");
            fallback.setId(TakeIds.FALLBACK);
            fallback.visibleProperty().bind(viewModel.canFallbackProperty());
            fallback.managedProperty().bind(fallback.visibleProperty());
            fallback.setOnAction(event -> viewModel.writeFallback());
            Region spacer = new Region();
            HBox.setHgrow(spacer, Priority.ALWAYS);
            HBox titleLine = new HBox(10, backButton, title, status, binding, spacer, fallback, authorize);
            titleLine.setAlignment(Pos.CENTER_LEFT);

            Label digest = bound(TakeIds.TAKE_DIGEST, viewModel.digestProperty());
            digest.getStyleClass().add(Styles.DIGEST);
            Button copy = new Button("Copy");
            copy.setId(TakeIds.TAKE_COPY_DIGEST);
            copy.setOnAction(event -> {
                ClipboardContent content = new ClipboardContent();
                content.putString(viewModel.digestProperty().get());
                Clipboard.getSystemClipboard().setContent(content);
            });
            HBox digestLine = new HBox(8, caption("approval_sha256"), digest, copy);
            digestLine.setAlignment(Pos.CENTER_LEFT);
            Label forecast = bound(TakeIds.TAKE_FORECAST_DIGESTS, viewModel.forecastDigestsProperty());
            forecast.getStyleClass().add(Styles.DIGEST_INLINE);

            Label release = bound(TakeIds.TAKE_RELEASE, viewModel.releaseLineProperty());
            release.getStyleClass().add(Styles.MUTED);
            Button choose = new Button("Choose release tree…  (Ctrl+O)");
            choose.setOnAction(event -> viewModel.chooseRelease());
            HBox releaseLine = new HBox(10, release, choose);
            releaseLine.setAlignment(Pos.CENTER_LEFT);

            Label standing = shownWhenSet(TakeIds.TAKE_STANDING, viewModel.standingProperty());
            standing.getStyleClass().add(TakeStyles.GATE_PASSED);
            Label blocker = shownWhenSet(TakeIds.PROMOTE_BLOCKER, viewModel.blockerProperty());
            blocker.getStyleClass().add(TakeStyles.BLOCKER);
            Label outcome = shownWhenSet(TakeIds.OUTCOME, viewModel.outcomeProperty());
            Label gate = shownWhenSet(TakeIds.OUTCOME_GATE, viewModel.gateProperty());
            viewModel.gatePassedProperty().addListener((obs, old, passed) -> {
                SheetFrame.toggle(gate, TakeStyles.GATE_PASSED, passed);
                SheetFrame.toggle(gate, TakeStyles.GATE_FAILED, !passed);
            });
            SheetFrame.toggle(gate, TakeStyles.GATE_FAILED, true);

            VBox header = new VBox(6, titleLine, digestLine, forecast, releaseLine, standing, blocker, outcome, gate);
            header.getStyleClass().addAll(Styles.TOOLBAR, Styles.RECORD_HEADER);
            header.setPadding(new Insets(10, 14, 10, 14));
            return header;
        }
    }

    private static Label bound(String id, ObservableValue<String> text) {
        Label label = new Label();
        label.setId(id);
        label.textProperty().bind(text);
        return label;
    }

    private static Label shownWhenSet(String id, ReadOnlyStringProperty text) {
        Label label = bound(id, text);
        label.setWrapText(true);
        label.visibleProperty().bind(text.isNotEmpty());
        label.managedProperty().bind(label.visibleProperty());
        return label;
    }

    private static Label caption(String text) {
        Label label = new Label(text);
        label.getStyleClass().add(Styles.PROVENANCE_LABEL);
        return label;
    }

    /** A line of the forecast frame; it wraps like the briefing. */
    private static Node pathLine(String text) {
        Label label = new Label("• " + text);
        label.setWrapText(true);
        return label;
    }
}
