package org.copydesk.app.desktop.checks;

import java.util.function.Function;

import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.text.Text;

import org.copydesk.app.desktop.common.Styles;
import org.copydesk.model.checks.Verdict;

/** Columns of a check table, shared by a record's Checks panel and a take's screens. */
public final class CheckColumns {

    private CheckColumns() {
    }

    public static TableColumn<CheckRow, String> text(String title, double width, Function<CheckRow, String> text) {
        TableColumn<CheckRow, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setSortable(false);
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(text.apply(c.getValue())));
        column.setCellFactory(c -> new TableCell<>() {
            // A detail is read in full, not guessed from its first words: the text wraps to the column.
            private final Text wrapped = new Text();

            {
                wrapped.wrappingWidthProperty().bind(column.widthProperty().subtract(12));
                wrapped.getStyleClass().add("text");
            }

            @Override
            protected void updateItem(String value, boolean empty) {
                super.updateItem(value, empty);
                setText(null);
                wrapped.setText(empty || value == null ? "" : value);
                setGraphic(empty ? null : wrapped);
            }
        });
        return column;
    }

    public static TableColumn<CheckRow, Verdict> result() {
        TableColumn<CheckRow, Verdict> column = new TableColumn<>("Result");
        column.setPrefWidth(120);
        column.setMinWidth(110);
        column.setSortable(false);
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().verdict()));
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(Verdict verdict, boolean empty) {
                super.updateItem(verdict, empty);
                getStyleClass().removeAll(Styles.CHECK_PASSED, Styles.CHECK_FAILED, Styles.CHECK_NOT_APPLICABLE);
                if (empty || verdict == null) {
                    setText(null);
                    return;
                }
                // A symbol as well as a colour: the result must read without colour vision.
                switch (verdict) {
                    case PASSED:
                        setText("✓ passed");
                        getStyleClass().add(Styles.CHECK_PASSED);
                        break;
                    case FAILED:
                        setText("✗ failed");
                        getStyleClass().add(Styles.CHECK_FAILED);
                        break;
                    default:
                        setText("– not applicable");
                        getStyleClass().add(Styles.CHECK_NOT_APPLICABLE);
                        break;
                }
            }
        });
        return column;
    }
}
