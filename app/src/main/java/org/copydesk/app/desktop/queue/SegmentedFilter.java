package org.copydesk.app.desktop.queue;

import java.util.Optional;
import java.util.function.Consumer;

import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.Toggle;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.Region;

import org.controlsfx.control.SegmentedButton;

/**
 * A one-of filter as a ControlsFX {@link SegmentedButton}, rebuilt when its counts change and
 * always with exactly one choice selected.
 */
public final class SegmentedFilter {

    private final SegmentedButton button = new SegmentedButton();
    private final Consumer<Optional<String>> onChoice;
    private Optional<String> chosen = Optional.empty();
    private boolean rebuilding;

    public SegmentedFilter(String id, ObservableList<FilterOption> options, Consumer<Optional<String>> onChoice) {
        this.onChoice = onChoice;
        button.setId(id);
        button.setFocusTraversable(false);
        button.setMinWidth(Region.USE_PREF_SIZE);
        ToggleGroup group = button.getToggleGroup();
        group.selectedToggleProperty().addListener((obs, old, now) -> changed(group, old, now));
        options.addListener((ListChangeListener<FilterOption>) change -> rebuild(options));
        rebuild(options);
    }

    public SegmentedButton node() {
        return button;
    }

    private void changed(ToggleGroup group, Toggle old, Toggle now) {
        if (rebuilding) {
            return;
        }
        if (now == null) {
            // Clicking the selected segment would leave none selected; a filter always has a choice.
            group.selectToggle(old);
            return;
        }
        chosen = valueOf(now);
        onChoice.accept(chosen);
    }

    private void rebuild(ObservableList<FilterOption> options) {
        rebuilding = true;
        try {
            button.getButtons().clear();
            for (FilterOption option : options) {
                ToggleButton toggle = new ToggleButton(option.display());
                toggle.setUserData(option.value());
                toggle.setId(button.getId() + "-" + option.value().orElse("all"));
                toggle.setFocusTraversable(false);
                button.getButtons().add(toggle);
                if (option.value().equals(chosen)) {
                    toggle.setSelected(true);
                }
            }
        } finally {
            rebuilding = false;
        }
    }

    @SuppressWarnings("unchecked")
    private static Optional<String> valueOf(Toggle toggle) {
        return (Optional<String>) toggle.getUserData();
    }
}
