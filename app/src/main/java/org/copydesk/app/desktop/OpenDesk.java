package org.copydesk.app.desktop;

import java.util.Optional;
import java.util.function.Consumer;

import javafx.stage.Stage;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.stores.OpenStoreViewModel;
import org.copydesk.app.workflow.ImportProgress;

/**
 * The window's desk: the store it is on and the view over it. File → Open store… switches it to
 * another store in the same window: the old desk's view models stop (its key locked, its change
 * feed and claims given back), the new desk is built over the new store, and the old store and its
 * pool close on the new desk's pool, never on the FX thread.
 */
final class OpenDesk {

    /** Builds the view over one store in the window's stage. */
    interface Views {
        DesktopRoot build(AppRoot app, Stage stage);
    }

    /** Builds File → Open store… for the desk on {@code current}; a store it opens goes to {@code opened}. */
    interface Choosers {
        OpenStoreViewModel<AppRoot> build(AppRoot current, Consumer<AppRoot> opened);
    }

    private final Stage stage;
    private final Views views;
    private final Choosers choosers;
    private AppRoot app;
    private DesktopRoot root;

    OpenDesk(Stage stage, AppRoot app, Views views, Choosers choosers) {
        this.stage = stage;
        this.app = app;
        this.views = views;
        this.choosers = choosers;
    }

    /** Shows the desk on its first store; {@code seed} is a first launch's demo import, if any. On the FX thread. */
    void show(Optional<Consumer<ImportProgress>> seed) {
        root = views.build(app, stage);
        root.offerOpenStore(choosers.build(app, this::switchTo));
        root.show(seed);
    }

    /** Moves the window onto {@code next}, a store File → Open store… opened. On the FX thread. */
    void switchTo(AppRoot next) {
        DesktopRoot oldRoot = root;
        AppRoot oldApp = app;
        app = next;
        oldRoot.close();
        show(Optional.empty());
        // Closing waits for the old pool's jobs and the old store's connections: not on the FX thread.
        next.executor().execute(oldApp::close);
    }

    /** The store the window is on now. */
    AppRoot app() {
        return app;
    }

    /** Stops the view and closes the store the window is on. */
    void close() {
        if (root != null) {
            root.close();
        }
        app.close();
    }
}
