package org.copydesk.app.desktop.takes;

import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

import org.copydesk.app.desktop.common.Styles;

/** One model-authored briefing section: title, text with the screens' words marked, evidence ids as chips. */
final class SectionBox {

    private SectionBox() {
    }

    static VBox of(TakeSection section) {
        Label title = new Label(section.title());
        title.getStyleClass().add(Styles.SECTION_TITLE);
        VBox box = new VBox(6, title);
        box.setId(TakeIds.section(section.name()));
        box.getStyleClass().add(TakeStyles.BRIEFING_SECTION);
        if (!section.present()) {
            Label missing = new Label("Missing: the briefing has no " + section.name() + " section (take.sections).");
            missing.getStyleClass().add(Styles.NOTICE);
            box.getChildren().add(missing);
            return box;
        }
        TextFlow text = new TextFlow();
        text.setId(TakeIds.sectionText(section.name()));
        text.getStyleClass().add(TakeStyles.SECTION_TEXT);
        for (TextPiece piece : section.pieces()) {
            if (piece.markedBy().isPresent()) {
                Label mark = new Label(piece.text());
                mark.getStyleClass().add(TakeStyles.SCREEN_MARK);
                mark.setTooltip(new Tooltip("Named by " + piece.markedBy().get()));
                text.getChildren().add(mark);
            } else {
                Text plain = new Text(piece.text());
                plain.getStyleClass().add(Styles.BLOCK_TEXT);
                text.getChildren().add(plain);
            }
        }
        FlowPane chips = new FlowPane(4, 4);
        Label cites = new Label("Evidence");
        cites.getStyleClass().add(Styles.PROVENANCE_LABEL);
        chips.getChildren().add(cites);
        for (TakeChip chip : section.chips()) {
            Label id = new Label(chip.allowed() ? chip.evidenceId() : chip.evidenceId() + " ✕ not allowed");
            id.setId(TakeIds.evidence(section.name(), chip.evidenceId()));
            id.getStyleClass().add(Styles.CHIP);
            if (!chip.allowed()) {
                id.getStyleClass().add(Styles.CHIP_BROKEN);
            }
            id.setTooltip(new Tooltip(chip.tooltip(section.name())));
            chips.getChildren().add(id);
        }
        if (section.chips().isEmpty()) {
            Label none = new Label("cites no evidence");
            none.getStyleClass().add(Styles.MUTED);
            chips.getChildren().add(none);
        }
        box.getChildren().addAll(text, chips);
        return box;
    }
}
