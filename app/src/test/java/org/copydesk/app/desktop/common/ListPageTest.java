package org.copydesk.app.desktop.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.Scene;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** A list page's table, keys and mouse, as the duplicates, takes and briefs pages wire them. */
@ExtendWith(ApplicationExtension.class)
class ListPageTest {

    private final ObservableList<String> rows = FXCollections.observableArrayList();
    private final List<String> opened = new ArrayList<>();
    private final List<String> backs = new ArrayList<>();
    private TableView<String> table;

    @Start
    void start(Stage stage) {
        table = new TableView<>(rows);
        table.setId("list");
        table.getColumns().add(Columns.text("Pollster", 300, row -> row));
        ListPage.opensSelected(table, opened::add);
        ListPage.selectsFirstRow(table, rows);
        ListPage.movesWithJK(table);
        VBox page = new VBox(ListPage.bar(), table);
        ListPage.backOnEscape(page, () -> backs.add("back"));
        stage.setScene(new Scene(page, 400, 300));
        stage.show();
    }

    @Test
    void theFirstRowIsSelectedWhenRowsArriveAndEnterOpensIt(FxRobot robot) {
        robot.interact(() -> ListPage.focus(table));
        robot.type(KeyCode.ENTER);
        assertTrue(opened.isEmpty(), "nothing to open in an empty list");

        robot.interact(() -> rows.setAll("Lakeline Polling", "Harrowgate Research"));
        assertEquals("Lakeline Polling", table.getSelectionModel().getSelectedItem());
        robot.type(KeyCode.DOWN).type(KeyCode.ENTER);
        assertEquals(List.of("Harrowgate Research"), opened);
        assertEquals("Harrowgate Research", table.getColumns().get(0).getCellObservableValue(1).getValue());
    }

    @Test
    void aDoubleClickOpensTheRowAndEscapeGoesBack(FxRobot robot) {
        robot.interact(() -> rows.setAll("Lakeline Polling", "Harrowgate Research"));
        robot.doubleClickOn("Harrowgate Research");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("Harrowgate Research"), opened);

        robot.type(KeyCode.ESCAPE);
        assertEquals(List.of("back"), backs);
    }

    @Test
    void jAndKMoveAsTheArrowsDo(FxRobot robot) {
        robot.interact(() -> rows.setAll("Lakeline Polling", "Harrowgate Research", "Cobalt Opinion Group"));
        robot.interact(() -> ListPage.focus(table));
        robot.type(KeyCode.J, 2);
        assertEquals("Cobalt Opinion Group", table.getSelectionModel().getSelectedItem());
        robot.type(KeyCode.K);
        assertEquals("Harrowgate Research", table.getSelectionModel().getSelectedItem());
        robot.type(KeyCode.J, 5);
        assertEquals(2, table.getSelectionModel().getSelectedIndex(), "J stops at the last row");
    }

    @Test
    void aListReadAgainKeepsThePlaceSoTheNextRowIsSelectedNotTheFirst(FxRobot robot) {
        robot.interact(() -> rows.setAll("pending A", "pending B", "pending C", "decided D"));
        robot.interact(() -> {
            ListPage.focus(table);
            table.getSelectionModel().clearAndSelect(1);
        });
        // B was decided: read again, decided pairs sort after the pending ones.
        robot.interact(() -> rows.setAll("pending A", "pending C", "decided B", "decided D"));
        assertEquals("pending C", table.getSelectionModel().getSelectedItem());
        robot.interact(() -> rows.setAll("only one"));
        assertEquals("only one", table.getSelectionModel().getSelectedItem());
    }
}
