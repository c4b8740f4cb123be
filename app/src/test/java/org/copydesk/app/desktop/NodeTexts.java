package org.copydesk.app.desktop;

import java.util.List;

import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;

import org.controlsfx.control.StatusBar;
import org.copydesk.app.desktop.common.Ids;
import org.testfx.api.FxRobot;

/** What the window tests read off the window by id: a label's text, a field's, a list's lines, a table's rows. */
final class NodeTexts {

    private NodeTexts() {
    }

    /** The text of the label (or button, or any labeled node) {@code #id}, which must be in the scene. */
    static String label(FxRobot robot, String id) {
        return robot.lookup("#" + id).queryLabeled().getText();
    }

    /** The text of the labeled node {@code #id}, or "" while it is not in the scene (a view built as data arrives). */
    static String labelOrEmpty(FxRobot robot, String id) {
        return robot.lookup("#" + id).tryQuery().map(node -> ((Labeled) node).getText()).orElse("");
    }

    /** The texts of every labeled node a query finds, in scene order, such as the marks inside one section. */
    static List<String> labels(FxRobot robot, String query) {
        return robot.lookup(query).queryAllAs(Labeled.class).stream().map(Labeled::getText).toList();
    }

    /** The text in the text field or area {@code #id}. */
    static String field(FxRobot robot, String id) {
        return robot.lookup("#" + id).queryAs(TextInputControl.class).getText();
    }

    /** The lines of the list {@code #id}, whose items are strings. */
    @SuppressWarnings("unchecked")
    static List<String> listItems(FxRobot robot, String id) {
        return List.copyOf(robot.lookup("#" + id).queryAs(ListView.class).getItems());
    }

    /** A copy of the rows of the table {@code #id}, as its view model gave them; the caller names their type. */
    @SuppressWarnings("unchecked")
    static <T> List<T> tableRows(FxRobot robot, String id) {
        return List.copyOf(robot.lookup("#" + id).queryAs(TableView.class).getItems());
    }

    /** The status bar's text: the store, the signed-in key, the last thing done. */
    static String status(FxRobot robot) {
        return robot.lookup("#" + Ids.STATUS_BAR).queryAs(StatusBar.class).getText();
    }
}
