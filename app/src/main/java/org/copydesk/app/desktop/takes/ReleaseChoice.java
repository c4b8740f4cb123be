package org.copydesk.app.desktop.takes;

import java.nio.file.Path;
import java.util.Optional;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

import org.copydesk.app.desktop.common.DialogService;

/**
 * The release tree promotion writes to, chosen once per sitting. Until one
 * is chosen, binding is judged against the release the store imported; it is not remembered
 * across sittings, so a promotion never lands in a folder nobody chose today.
 */
public final class ReleaseChoice {

    private final DialogService dialogs;
    private final Optional<Path> demoTree;
    private final ReadOnlyObjectWrapper<Optional<Path>> chosen = new ReadOnlyObjectWrapper<>(Optional.empty());

    public ReleaseChoice(DialogService dialogs) {
        this(dialogs, Optional.empty());
    }

    /**
     * On the demo store, the folder chooser opens at the demo's own release tree, so the owner
     * finds it; it is still chosen by the owner, never taken for them.
     */
    public ReleaseChoice(DialogService dialogs, Optional<Path> demoTree) {
        this.dialogs = dialogs;
        this.demoTree = demoTree;
    }

    /** Asks for the folder; keeps the previous choice when the owner cancels. Returns the choice now in force. */
    public Optional<Path> choose() {
        Optional<Path> picked = dialogs.chooseReleaseFolder(chosen.get().or(() -> demoTree));
        picked.ifPresent(dir -> chosen.set(Optional.of(dir.toAbsolutePath().normalize())));
        return chosen.get();
    }

    public Optional<Path> current() {
        return chosen.get();
    }

    public ReadOnlyObjectProperty<Optional<Path>> chosenProperty() {
        return chosen.getReadOnlyProperty();
    }

    /** "Release tree: /site/release" or what binding is judged against until one is chosen. */
    public String line() {
        return chosen.get().map(dir -> "Release tree: " + dir)
                .orElse("Release tree: none chosen · binding against the imported release"
                        + demoTree.map(dir -> " · the demo's tree to promote into: " + dir).orElse(""));
    }
}
