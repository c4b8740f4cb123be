package org.copydesk.app.desktop.decide;

import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.Node;
import javafx.scene.control.Button;

import org.copydesk.app.desktop.common.Styles;

/** One button per quick-pick phrase, rebuilt when the sheet opens on another decision. */
final class PickButtons {

    private final DecisionSheetViewModel viewModel;
    private final ObservableList<Node> buttons = FXCollections.observableArrayList();

    PickButtons(DecisionSheetViewModel viewModel) {
        this.viewModel = viewModel;
        viewModel.quickPicks().addListener((ListChangeListener<String>) change -> rebuild());
        rebuild();
    }

    ObservableList<Node> buttons() {
        return buttons;
    }

    private void rebuild() {
        buttons.clear();
        int i = 0;
        for (String phrase : viewModel.quickPicks()) {
            Button button = new Button(phrase);
            button.setId("sheet-pick-" + i++);
            button.getStyleClass().add(Styles.QUICK_PICK);
            // Picking keeps the caret in the rationale: the editor goes on typing.
            button.setFocusTraversable(false);
            button.setOnAction(e -> viewModel.pick(phrase));
            buttons.add(button);
        }
    }
}
