package org.copydesk.app.desktop;

import javafx.application.Application;

/** Starts the JavaFX window; kept apart from {@link CopydeskApp} so the launcher class needs no JavaFX module setup. */
public final class DesktopLauncher {

    private DesktopLauncher() {
    }

    public static void launch(String[] args) {
        if (Boolean.getBoolean(StartProbe.PROPERTY)) {
            Application.launch(StartProbe.class, args);
            return;
        }
        Application.launch(CopydeskApp.class, args);
    }
}
