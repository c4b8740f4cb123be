package org.copydesk.app.desktop.verdicts;

import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.common.Styles;

/** Above the extracted values: how many are judged, the keys, and why the last key did nothing. */
public final class VerdictBar extends VBox {

    public VerdictBar(VerdictsViewModel verdicts) {
        super(2);
        Label tally = new Label();
        tally.setId(VerdictIds.TALLY);
        tally.getStyleClass().add(Styles.SECTION_TITLE);
        tally.textProperty().bind(verdicts.tallyProperty());
        tally.setMinWidth(Region.USE_PREF_SIZE);
        Label keys = new Label("C correct · X incorrect · M missed · U unsupported · ⌫ clear · Shift+C all remaining correct");
        keys.setId(VerdictIds.KEYS_HINT);
        keys.getStyleClass().add(Styles.MUTED);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox line = new HBox(10, tally, spacer, keys);
        line.setAlignment(Pos.CENTER_LEFT);
        Label notice = new Label();
        notice.setId(VerdictIds.NOTICE);
        notice.getStyleClass().add(Styles.NOTICE);
        notice.setWrapText(true);
        notice.textProperty().bind(verdicts.noticeProperty());
        notice.visibleProperty().bind(verdicts.noticeProperty().isNotEmpty());
        notice.managedProperty().bind(notice.visibleProperty());
        getChildren().addAll(line, notice);
        visibleProperty().bind(verdicts.tallyProperty().isNotEmpty());
        managedProperty().bind(visibleProperty());
    }
}
