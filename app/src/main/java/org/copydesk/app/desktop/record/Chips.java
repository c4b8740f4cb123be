package org.copydesk.app.desktop.record;

import java.util.List;
import java.util.function.Consumer;

import javafx.scene.control.Button;
import javafx.scene.layout.FlowPane;

import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.LazyTooltip;
import org.copydesk.app.desktop.common.Styles;

/** Evidence chips: one small button per cited block; a broken citation keeps its chip, styled as broken. */
final class Chips {

    private Chips() {
    }

    static FlowPane bar(List<EvidenceChip> chips, Consumer<EvidenceChip> onClick) {
        FlowPane bar = new FlowPane(4, 4);
        for (EvidenceChip chip : chips) {
            bar.getChildren().add(chip(chip, onClick));
        }
        return bar;
    }

    static Button chip(EvidenceChip chip, Consumer<EvidenceChip> onClick) {
        Button button = new Button(chip.broken() ? chip.blockId() + " ✕" : chip.blockId());
        button.setId(Ids.chip(chip.blockId()));
        button.getStyleClass().add(Styles.CHIP);
        if (chip.broken()) {
            button.getStyleClass().add(Styles.CHIP_BROKEN);
        }
        LazyTooltip.install(button, chip::tooltip);
        button.setOnAction(event -> onClick.accept(chip));
        return button;
    }
}
