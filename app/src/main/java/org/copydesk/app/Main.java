package org.copydesk.app;

import org.copydesk.app.cli.Cli;
import org.copydesk.app.desktop.DesktopLauncher;

/** Entry point: no arguments opens the window; arguments run the command line. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            DesktopLauncher.launch(args);
            return;
        }
        System.exit(Cli.standard().run(args));
    }
}
