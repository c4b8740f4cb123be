package org.copydesk.app;

import java.nio.file.Path;
import java.util.Map;

/** Where the user's default store lives: {@code $XDG_DATA_HOME/copydesk}, else {@code ~/.local/share/copydesk}. */
public final class StoreLocations {

    private StoreLocations() {
    }

    public static Path defaultStore(Map<String, String> environment, String userHome) {
        String xdg = environment.get("XDG_DATA_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(userHome, ".local", "share");
        return base.resolve("copydesk").resolve("store.db");
    }

    /** Where the window suggests writing new signing keys: {@code keys/} beside the default store, never the checkout. */
    /** Where this desk keeps what it witnessed of each store's decision log, one file per store id. */
    public static Path witnessFolder(Map<String, String> environment, String userHome) {
        return defaultStore(environment, userHome).getParent().resolve("witness");
    }

    public static Path keyFolder(Map<String, String> environment, String userHome) {
        return defaultStore(environment, userHome).getParent().resolve("keys");
    }
}
