package org.copydesk.app.desktop;

import javafx.application.Application;

/** Starts the JavaFX window; kept apart from {@link CopydeskApp} so the launcher class needs no JavaFX module setup. */
public final class DesktopLauncher {

    private DesktopLauncher() {
    }

    public static void launch(String[] args) {
        Application.launch(CopydeskApp.class, args);
    }
}
