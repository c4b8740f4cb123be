package org.copydesk.app.desktop.record;

import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.LazyTooltip;
import org.copydesk.app.desktop.common.Styles;

/** Which exact content is under review: title, status, the record digest (copyable) and provenance. */
final class RecordHeaderView extends VBox {

    /** What a title keeps when the line is crowded: enough for "poll · Governor's race: Whitfield ahead…". */
    private static final double TITLE_KEPT = 380;
    /** What a duplicate chip keeps: its first words, the rest in its tooltip. */
    private static final double CHIP_KEPT = 70;

    RecordHeaderView(RecordViewModel viewModel, Runnable back, Node actions) {
        super(6);
        getStyleClass().add(Styles.RECORD_HEADER);
        setPadding(new Insets(10, 14, 10, 14));

        Button backButton = new Button("← Back");
        backButton.setId(Ids.RECORD_BACK);
        backButton.setTooltip(new Tooltip("Back to where this record was opened (Esc)"));
        backButton.setOnAction(event -> back.run());

        Label title = new Label();
        title.setId(Ids.RECORD_TITLE);
        title.getStyleClass().add(Styles.RECORD_TITLE);
        title.textProperty().bind(viewModel.titleProperty());

        Label status = new Label();
        status.setId(Ids.RECORD_STATUS);
        status.getStyleClass().add(Styles.STATUS_BADGE);
        status.textProperty().bind(viewModel.statusProperty());
        viewModel.statusProperty().addListener((obs, old, now) -> {
            status.getStyleClass().removeAll(Styles.STATUS_BLOCKED, Styles.STATUS_NEEDS_REVIEW);
            status.getStyleClass().add(viewModel.blockedProperty().get() ? Styles.STATUS_BLOCKED
                    : Styles.STATUS_NEEDS_REVIEW);
        });

        // The duplicate chips give way first, down to a few letters each (their tooltip keeps the whole
        // line); the title keeps enough to say what the record is; back, status and actions never shrink.
        title.minWidthProperty().bind(Bindings.createDoubleBinding(() -> Math.min(TITLE_KEPT,
                textWidth(title.getText(), title.getFont()) + 4), title.textProperty(), title.fontProperty()));
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        backButton.setMinWidth(Region.USE_PREF_SIZE);
        status.setMinWidth(Region.USE_PREF_SIZE);
        HBox titleLine = new HBox(12, backButton, title, status, spacer, actions);
        titleLine.setAlignment(Pos.CENTER_LEFT);

        TextField digest = new TextField();
        digest.setId(Ids.RECORD_DIGEST);
        digest.setEditable(false);
        digest.getStyleClass().add(Styles.DIGEST);
        digest.textProperty().bind(viewModel.recordSha256Property());
        digest.setPrefColumnCount(64);
        HBox.setHgrow(digest, Priority.ALWAYS);
        Button copy = new Button("Copy");
        copy.setId(Ids.RECORD_COPY_DIGEST);
        copy.setOnAction(event -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(viewModel.recordSha256Property().get());
            Clipboard.getSystemClipboard().setContent(content);
        });
        Label digestLabel = new Label("record_sha256");
        digestLabel.getStyleClass().add(Styles.PROVENANCE_LABEL);
        HBox digestLine = new HBox(8, digestLabel, digest, copy);
        digestLine.setAlignment(Pos.CENTER_LEFT);

        FlowPane provenance = new FlowPane(18, 4);
        provenance.getStyleClass().add(Styles.PROVENANCE);
        viewModel.provenance().addListener((ListChangeListener<LabelledValue>) change -> {
            provenance.getChildren().clear();
            for (LabelledValue line : viewModel.provenance()) {
                Label label = new Label(line.label());
                label.getStyleClass().add(Styles.PROVENANCE_LABEL);
                Label value = new Label(line.value().length() > 20 ? line.value().substring(0, 16) + "…" : line.value());
                LazyTooltip.install(value, line::value);
                provenance.getChildren().add(new HBox(5, label, value));
            }
        });

        // On the title line, not a line of its own: the header must not take rows from the fields table.
        Label duplicatesLabel = new Label("Duplicates");
        duplicatesLabel.getStyleClass().add(Styles.PROVENANCE_LABEL);
        duplicatesLabel.setMinWidth(Region.USE_PREF_SIZE);
        HBox duplicates = new HBox(6, duplicatesLabel);
        duplicates.setId(Ids.RECORD_DUPLICATES);
        duplicates.setAlignment(Pos.CENTER_LEFT);
        viewModel.duplicates().addListener((ListChangeListener<String>) change -> {
            duplicates.getChildren().setAll(duplicatesLabel);
            for (String line : viewModel.duplicates()) {
                Label label = new Label(line);
                label.getStyleClass().addAll(Styles.CHIP, Styles.DUPLICATE_LINE);
                label.setMaxWidth(360);
                label.setMinWidth(CHIP_KEPT);
                LazyTooltip.install(label, () -> line);
                duplicates.getChildren().add(label);
            }
            duplicates.setVisible(!viewModel.duplicates().isEmpty());
        });
        duplicates.setVisible(false);
        duplicates.managedProperty().bind(duplicates.visibleProperty());

        Label notice = new Label();
        notice.setId(Ids.RECORD_NOTICE);
        notice.getStyleClass().add(Styles.NOTICE);
        notice.textProperty().bind(viewModel.noticeProperty());
        notice.visibleProperty().bind(viewModel.noticeProperty().isNotEmpty());
        notice.managedProperty().bind(notice.visibleProperty());

        Label reviewing = new Label();
        reviewing.setId(Ids.RECORD_CLAIM);
        reviewing.getStyleClass().add(Styles.CLAIM_LINE);
        reviewing.textProperty().bind(viewModel.reviewingLineProperty());
        reviewing.visibleProperty().bind(viewModel.reviewingLineProperty().isNotEmpty());
        reviewing.managedProperty().bind(reviewing.visibleProperty());

        Label conflict = new Label();
        conflict.setId(Ids.RECORD_CONFLICT);
        conflict.setWrapText(true);
        conflict.getStyleClass().add(Styles.CONFLICT_LINE);
        conflict.textProperty().bind(viewModel.conflictLineProperty());
        conflict.visibleProperty().bind(viewModel.conflictLineProperty().isNotEmpty());
        conflict.managedProperty().bind(conflict.visibleProperty());

        // After the status, before the spacer: Approve and Reject stay at the line's right end.
        titleLine.getChildren().add(titleLine.getChildren().indexOf(spacer), duplicates);
        getChildren().addAll(titleLine, digestLine, provenance, reviewing, conflict, notice);
    }

    private static double textWidth(String text, Font font) {
        Text measured = new Text(text);
        measured.setFont(font);
        return measured.getLayoutBounds().getWidth();
    }
}
