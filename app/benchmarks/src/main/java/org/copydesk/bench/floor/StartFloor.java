package org.copydesk.bench.floor;

import java.lang.management.ManagementFactory;

import javafx.application.Application;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.stage.Screen;
import javafx.stage.Stage;

/**
 * The start floor: the platform's own bare window, a menu bar over an empty table in a window
 * of the desk's size, started as the desk is (same JavaFX modules, same display). It says when
 * it is interactive the way the desk does: once its first layout pulse has run and the FX
 * thread has turned once more, one line {@code start-floor-interactive <ms since JVM start>}.
 */
public final class StartFloor extends Application {

    public static final String PREFIX = "start-floor-interactive ";

    public static void main(String[] args) {
        launch(args);
    }

    @Override
    public void start(Stage stage) {
        TableView<String> table = new TableView<>();
        for (String name : new String[] {"Kind", "Record", "Task", "Status", "Race", "Checks", "Decision"}) {
            TableColumn<String, String> column = new TableColumn<>(name);
            column.setCellValueFactory(row -> new ReadOnlyStringWrapper(row.getValue()));
            table.getColumns().add(column);
        }
        MenuBar menus = new MenuBar(new Menu("File", null, new MenuItem("Import files…"), new MenuItem("Quit")),
                new Menu("View", null, new MenuItem("Queue")), new Menu("Help", null, new MenuItem("About")));
        BorderPane content = new BorderPane(table);
        content.setTop(menus);
        // The desk's size: 1440 × 900, never larger than the screen.
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        Scene scene = new Scene(content, Math.min(1440, screen.getWidth()), Math.min(900, screen.getHeight()));
        Runnable[] once = new Runnable[1];
        once[0] = () -> {
            scene.removePostLayoutPulseListener(once[0]);
            Platform.runLater(() -> {
                System.out.println(PREFIX + (System.currentTimeMillis()
                        - ManagementFactory.getRuntimeMXBean().getStartTime()));
                System.out.flush();
            });
        };
        scene.addPostLayoutPulseListener(once[0]);
        stage.setTitle("start floor");
        stage.setScene(scene);
        stage.show();
    }
}
