package org.copydesk.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A page registered once gives the window its view, its focus on showing, and its View-menu command. */
@ExtendWith(ApplicationExtension.class)
class PageRegistryTest {

    private static final DeskPage HOME = new DeskPage("home");
    private static final DeskPage NOTES = new DeskPage("notes");
    private static final DeskPage DETAIL = new DeskPage("detail");

    private final SimpleObjectProperty<DeskPage> page = new SimpleObjectProperty<>(HOME);
    private final List<String> happened = new ArrayList<>();
    // Made in start(): a control built before the toolkit runs fails when this is the JVM's first window test.
    private Label home;
    private Label notes;
    private Label detail;
    private List<Page> registered;
    private PageStack stack;

    @Start
    void start(Stage stage) {
        home = new Label("home");
        notes = new Label("notes");
        detail = new Label("detail");
        registered = List.of(
                Page.of(HOME, home, () -> happened.add("focus home"))
                        .inViewMenu("Home", "menu-home", "Shortcut+1", () -> page.set(HOME)),
                Page.of(DETAIL, detail, () -> happened.add("focus detail")),
                Page.of(NOTES, notes, () -> happened.add("focus notes"))
                        .inViewMenu("Notes", "menu-notes", "Shortcut+N", () -> {
                            happened.add("read notes");
                            page.set(NOTES);
                        }));
        stack = new PageStack(page, List.of());
        registered.forEach(stack::add);
        stage.setScene(new Scene(stack, 300, 200));
        stage.show();
    }

    @Test
    void onlyTheShownPageJoinsTheSceneAndTheOthersFollowWhenFirstShown(FxRobot robot) {
        assertTrue(stack.getChildren().contains(home));
        assertFalse(stack.getChildren().contains(notes), "a page not yet shown costs no styling or layout");

        robot.interact(() -> page.set(NOTES));

        assertTrue(stack.getChildren().contains(notes));
        assertTrue(notes.isVisible());
        assertFalse(home.isVisible());
        assertEquals(List.of("focus notes"), happened, "the page shown takes the keyboard");
    }

    @Test
    void theViewMenuListsThePagesWithACommandInTheOrderRegistered(FxRobot robot) {
        Menu view = DesktopMenu.viewMenu(registered);

        assertEquals(List.of("Home", "Notes"), view.getItems().stream().map(MenuItem::getText).toList());
        assertEquals(KeyCombination.keyCombination("Shortcut+N"), view.getItems().get(1).getAccelerator());
        assertEquals("menu-notes", view.getItems().get(1).getId());

        robot.interact(() -> view.getItems().get(1).fire());

        assertEquals(List.of("read notes", "focus notes"), happened, "the command reads first, then the page shows");
        assertTrue(notes.isVisible());
    }
}
