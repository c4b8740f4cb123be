package org.copydesk.app.desktop.queue;

import java.util.Optional;
import java.util.function.Consumer;

import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListCell;

/** A one-of filter with many values (races) as a combo box that keeps its choice when the counts change. */
public final class ChoiceFilter {

    private final ComboBox<FilterOption> box = new ComboBox<>();
    private Optional<String> chosen = Optional.empty();
    private boolean rebuilding;

    public ChoiceFilter(String id, ObservableList<FilterOption> options, Consumer<Optional<String>> onChoice) {
        box.setId(id);
        box.setFocusTraversable(false);
        box.setCellFactory(list -> new OptionCell());
        box.setButtonCell(new OptionCell());
        box.setPrefWidth(210);
        options.addListener((ListChangeListener<FilterOption>) change -> rebuild(options));
        box.valueProperty().addListener((obs, old, option) -> {
            if (!rebuilding && option != null) {
                chosen = option.value();
                onChoice.accept(chosen);
            }
        });
        rebuild(options);
    }

    public ComboBox<FilterOption> node() {
        return box;
    }

    private void rebuild(ObservableList<FilterOption> options) {
        rebuilding = true;
        try {
            box.getItems().setAll(options);
            box.getItems().stream().filter(o -> o.value().equals(chosen)).findFirst()
                    .ifPresent(box.getSelectionModel()::select);
        } finally {
            rebuilding = false;
        }
    }

    private static final class OptionCell extends ListCell<FilterOption> {
        @Override
        protected void updateItem(FilterOption option, boolean empty) {
            super.updateItem(option, empty);
            setText(empty || option == null ? null : option.display());
        }
    }
}
