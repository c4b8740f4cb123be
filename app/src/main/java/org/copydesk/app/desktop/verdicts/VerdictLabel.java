package org.copydesk.app.desktop.verdicts;

import javafx.beans.binding.Bindings;
import javafx.scene.control.Label;

/** A claim's verdict, as a label in its list cell; follows the drafts as keys are pressed. */
public final class VerdictLabel {

    private VerdictLabel() {
    }

    public static Label create(VerdictsViewModel verdicts, String path) {
        Label label = new Label();
        label.setId(VerdictIds.verdict(path));
        // The binding listens weakly, so a label dropped with its cell leaves nothing behind.
        label.textProperty().addListener((obs, old, text) -> restyle(label, verdicts, path));
        label.textProperty().bind(Bindings.createStringBinding(() -> VerdictColumn.label(verdicts, path),
                verdicts.drafts()));
        return label;
    }

    private static void restyle(Label label, VerdictsViewModel verdicts, String path) {
        label.getStyleClass().removeAll(VerdictStyles.ALL);
        VerdictStyles.of(verdicts.drafts().get(path)).ifPresent(label.getStyleClass()::add);
    }
}
