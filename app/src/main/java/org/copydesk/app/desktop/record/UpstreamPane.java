package org.copydesk.app.desktop.record;

import javafx.collections.ListChangeListener;
import javafx.scene.control.Label;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.Styles;

/** Upstream's own checks and duplicate hints, labelled so nobody mistakes them for copydesk's verdicts. */
final class UpstreamPane extends TitledPane {

    UpstreamPane(RecordViewModel viewModel) {
        VBox lines = new VBox(3);
        setText("Upstream says (not trusted)");
        setId(Ids.UPSTREAM_PANE);
        getStyleClass().add(Styles.UPSTREAM);
        setContent(lines);
        setExpanded(false);
        viewModel.upstream().addListener((ListChangeListener<String>) change -> {
            lines.getChildren().clear();
            for (String line : viewModel.upstream()) {
                Label label = new Label(line);
                label.setWrapText(true);
                lines.getChildren().add(label);
            }
        });
    }
}
