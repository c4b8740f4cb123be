package org.copydesk.app.desktop;

import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.control.Alert;
import javafx.stage.Stage;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.common.FxTaskRunner;
import org.copydesk.app.desktop.stores.OpenStoreViewModel;
import org.copydesk.app.desktop.stores.RecentStores;
import org.copydesk.app.StoreLocations;
import org.copydesk.app.workflow.log.WitnessFiles;
import org.copydesk.app.StoreOpener;
import org.copydesk.app.workflow.DemoSeed;

/**
 * The desktop application. The store and the process's {@link AppRoot} are opened in {@link #init()}, which JavaFX runs on its
 * launcher thread, so migration never blocks the FX thread; a first launch's demo seed waits for the window and then runs
 * on the worker pool, with its progress on screen.
 */
public final class CopydeskApp extends Application {

    static final String STORE_PROPERTY = "copydesk.store";

    private AppRoot app;
    private Optional<StoreOpener.PendingSeed> seed = Optional.empty();
    private String failure;
    private OpenDesk desk;

    @Override
    public void init() {
        Map<String, String> env = System.getenv();
        Optional<String> named = Optional.ofNullable(System.getProperty(STORE_PROPERTY))
                .or(() -> Optional.ofNullable(env.get(StoreOpener.STORE_ENV))).filter(s -> !s.isBlank());
        Optional<Path> passwordFile = Optional.ofNullable(env.get(StoreOpener.PASSWORD_FILE_ENV))
                .filter(s -> !s.isBlank()).map(Path::of);
        StoreOpener opener = new StoreOpener(StoreLocations.defaultStore(env, System.getProperty("user.home")),
                DemoSeed.demoCorpus(), Clock.systemUTC());
        try {
            // This desk's witness of every store it opens (FORMATS §4.4), in the user's data directory.
            StoreOpener.Opened opened = opener.openUnseeded(named, passwordFile,
                    new WitnessFiles(StoreLocations.witnessFolder(env, System.getProperty("user.home"))));
            app = opened.root();
            seed = opened.seed();
        } catch (RuntimeException e) {
            failure = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        }
    }

    @Override
    public void start(Stage stage) {
        if (app == null) {
            Alert alert = new Alert(Alert.AlertType.ERROR, failure);
            alert.setHeaderText("copydesk cannot open its store");
            alert.showAndWait();
            Platform.exit();
            return;
        }
        desk = new OpenDesk(stage, app, DesktopRoot::new, CopydeskApp::openStore);
        desk.show(seed.map(pending -> pending::run));
    }

    /** File → Open store… for the desk on {@code current}: opens the chosen store on that desk's pool. */
    private static OpenStoreViewModel<AppRoot> openStore(AppRoot current, Consumer<AppRoot> opened) {
        Map<String, String> env = System.getenv();
        String home = System.getProperty("user.home");
        StoreOpener opener = new StoreOpener(StoreLocations.defaultStore(env, home), DemoSeed.demoCorpus(),
                Clock.systemUTC());
        WitnessFiles witness = new WitnessFiles(StoreLocations.witnessFolder(env, home));
        return new OpenStoreViewModel<>((named, password) -> opener.openChosen(named, password, witness),
                new RecentStores(StoreLocations.defaultStore(env, home).resolveSibling("recent-stores.txt")),
                new FxTaskRunner(current.executor()), opened);
    }

    @Override
    public void stop() {
        if (desk != null) {
            desk.close();
        } else if (app != null) {
            app.close();
        }
    }
}
