package org.copydesk.app.desktop.common;

import javafx.beans.value.ObservableValue;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/** The title line the desk's list pages share: "← Queue", the page's name, and its count at the right. */
public final class PageTitle {

    private PageTitle() {
    }

    /** "← Queue  Research briefs ………… 3 briefs". */
    public static HBox line(String backId, String title, String countId, ObservableValue<String> summary,
                            Runnable back) {
        Label count = new Label();
        count.setId(countId);
        count.getStyleClass().add(Styles.MUTED);
        count.textProperty().bind(summary);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox line = new HBox(12, toQueue(backId, back), title(title), spacer, count);
        line.setAlignment(Pos.CENTER_LEFT);
        return line;
    }

    /** The button back to the queue (Esc does the same on every page). */
    public static Button toQueue(String id, Runnable back) {
        Button button = new Button("← Queue");
        button.setId(id);
        button.setTooltip(new Tooltip("Back to the queue (Esc)"));
        button.setOnAction(event -> back.run());
        return button;
    }

    public static Label title(String text) {
        Label title = new Label(text);
        title.getStyleClass().add(Styles.RECORD_TITLE);
        return title;
    }
}
