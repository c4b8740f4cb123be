package org.copydesk.app;

import org.copydesk.app.cli.Cli;
import org.copydesk.app.desktop.DesktopLauncher;

/** Entry point: no arguments opens the window; arguments run the command line. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        LibraryLogs.install(LibraryLogs.logFile(StoreLocations.defaultStore(System.getenv(),
                System.getProperty("user.home"))), verbose(args), System.err);
        if (args.length == 0) {
            DesktopLauncher.launch(args);
            return;
        }
        System.exit(Cli.standard().run(args));
    }

    /** {@code --verbose} anywhere before a {@code --} (the CLI accepts it in any position). */
    private static boolean verbose(String[] args) {
        for (String arg : args) {
            if (arg.equals("--")) {
                return false;
            }
            if (arg.equals("--verbose")) {
                return true;
            }
        }
        return false;
    }
}
