package org.copydesk.app.desktop;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;

/** The desktop window (the desk views arrive with the desk issue). */
public final class CopydeskApp extends Application {

    @Override
    public void start(Stage stage) {
        stage.setTitle("copydesk");
        stage.setScene(new Scene(new Label("copydesk"), 1280, 800));
        stage.show();
    }
}
