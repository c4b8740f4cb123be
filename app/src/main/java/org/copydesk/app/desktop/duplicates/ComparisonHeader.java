package org.copydesk.app.desktop.duplicates;

import java.util.Optional;

import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.desktop.queue.RecordOpener;
import org.copydesk.store.RecordFilter;

/** The pair: kind and rule, its decision, the decision buttons, both records (each one click from the record view). */
final class ComparisonHeader extends VBox {

    ComparisonHeader(ComparisonViewModel viewModel, Runnable back, RecordOpener opener) {
        super(8);
        getStyleClass().add(Styles.RECORD_HEADER);
        setPadding(new Insets(10, 14, 10, 14));

        Button backButton = new Button("← Duplicates");
        backButton.setId(Ids.COMPARE_BACK);
        backButton.setTooltip(new Tooltip("Back to the duplicate suggestions (Esc)"));
        backButton.setOnAction(event -> back.run());
        Label heading = new Label();
        heading.setId(Ids.COMPARE_HEADING);
        heading.getStyleClass().add(Styles.RECORD_TITLE);
        heading.textProperty().bind(viewModel.headingProperty());
        heading.setMinWidth(Region.USE_PREF_SIZE);
        backButton.setMinWidth(Region.USE_PREF_SIZE);
        Label decision = new Label();
        decision.setId(Ids.COMPARE_DECISION);
        decision.getStyleClass().add(Styles.STATUS_BADGE);
        decision.textProperty().bind(Bindings.concat("decision: ", viewModel.decisionProperty()));
        decision.setMinWidth(Region.USE_PREF_SIZE);
        Label rule = new Label();
        rule.setId(Ids.COMPARE_RULE);
        rule.getStyleClass().add(Styles.MUTED);
        rule.setMinWidth(0);
        rule.textProperty().bind(viewModel.ruleProperty());
        viewModel.decisionProperty().addListener((obs, old, now) -> {
            decision.getStyleClass().removeAll(Styles.PAIR_PENDING, Styles.PAIR_DECIDED);
            decision.getStyleClass().add(PairEntry.PENDING.equals(now) ? Styles.PAIR_PENDING : Styles.PAIR_DECIDED);
        });
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox titleLine = new HBox(12, backButton, heading, decision, rule, spacer,
                decideButton(viewModel, Ids.DECIDE_SAME_SAMPLE, "Same sample  S", ComparisonViewModel.SAME_SAMPLE),
                decideButton(viewModel, Ids.DECIDE_RELATED_RELEASE, "Related release  L",
                        ComparisonViewModel.RELATED_RELEASE),
                decideButton(viewModel, Ids.DECIDE_DISTINCT, "Distinct  D", ComparisonViewModel.DISTINCT));
        titleLine.setAlignment(Pos.CENTER_LEFT);

        GridPane sides = new GridPane();
        sides.setHgap(16);
        ColumnConstraints half = new ColumnConstraints();
        half.setPercentWidth(50);
        sides.getColumnConstraints().addAll(half, half);
        sides.add(side(viewModel, Side.LEFT, opener), 0, 0);
        sides.add(side(viewModel, Side.RIGHT, opener), 1, 0);

        getChildren().addAll(titleLine, sides, banner(viewModel));
    }

    private static Button decideButton(ComparisonViewModel viewModel, String id, String text, String decision) {
        Button button = new Button(text);
        button.setId(id);
        button.setFocusTraversable(false);
        button.setMinWidth(Region.USE_PREF_SIZE);
        button.setOnAction(event -> viewModel.decide(decision));
        return button;
    }

    private static HBox side(ComparisonViewModel viewModel, Side side, RecordOpener opener) {
        Label name = new Label(side == Side.LEFT ? "LEFT" : "RIGHT");
        name.getStyleClass().add(Styles.PROVENANCE_LABEL);
        Label digest = new Label();
        digest.getStyleClass().add(Styles.DIGEST_INLINE);
        Label title = new Label();
        title.setId(side == Side.LEFT ? Ids.COMPARE_LEFT_TITLE : Ids.COMPARE_RIGHT_TITLE);
        title.setMinWidth(0);
        Button open = new Button("Open record");
        open.setId(side == Side.LEFT ? Ids.COMPARE_OPEN_LEFT : Ids.COMPARE_OPEN_RIGHT);
        open.setFocusTraversable(false);
        viewModel.entryProperty().addListener((obs, old, entry) -> {
            Optional<PairSide> shown = entry.map(e -> side == Side.LEFT ? e.left() : e.right());
            digest.setText(shown.map(PairSide::shortDigest).orElse(""));
            title.setText(shown.map(s -> (s.pollster().isEmpty() ? "" : s.pollster() + " — ") + s.title()).orElse(""));
            title.setTooltip(new Tooltip(shown.map(PairSide::recordSha256).orElse("")));
        });
        open.setOnAction(event -> viewModel.entryProperty().get()
                .map(e -> side == Side.LEFT ? e.left() : e.right()).ifPresent(s -> opener.open(RecordFilter.KIND_SHADOW_RUN, s.recordSha256())));
        name.setMinWidth(Region.USE_PREF_SIZE);
        digest.setMinWidth(Region.USE_PREF_SIZE);
        open.setMinWidth(Region.USE_PREF_SIZE);
        HBox line = new HBox(8, name, digest, title, open);
        HBox.setHgrow(title, Priority.ALWAYS);
        title.setMaxWidth(Double.MAX_VALUE);
        line.setAlignment(Pos.CENTER_LEFT);
        return line;
    }

    private static VBox banner(ComparisonViewModel viewModel) {
        Label text = new Label();
        text.getStyleClass().add(Styles.BANNER_TITLE);
        text.textProperty().bind(viewModel.bannerProperty());
        VBox lines = new VBox(2);
        viewModel.sources().addListener((ListChangeListener<String>) change -> {
            lines.getChildren().clear();
            viewModel.sources().forEach(s -> lines.getChildren().add(new Label(s)));
        });
        VBox banner = new VBox(4, text, lines);
        banner.setId(Ids.COMPARE_BANNER);
        banner.getStyleClass().add(Styles.BANNER);
        banner.visibleProperty().bind(viewModel.bannerProperty().isNotEmpty());
        banner.managedProperty().bind(banner.visibleProperty());
        return banner;
    }
}
