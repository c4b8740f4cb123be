package org.copydesk.app.desktop.verdicts;

import java.util.function.Function;

import javafx.beans.binding.Bindings;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;

/** A table column showing each row's drafted verdict, updated as keys are pressed. */
public final class VerdictColumn {

    private VerdictColumn() {
    }

    public static <T> TableColumn<T, String> create(VerdictsViewModel verdicts, Function<T, String> path) {
        TableColumn<T, String> column = new TableColumn<>("Verdict");
        column.setPrefWidth(150);
        column.setSortable(false);
        column.setCellValueFactory(cell -> {
            String at = path.apply(cell.getValue());
            return Bindings.createStringBinding(() -> label(verdicts, at), verdicts.drafts());
        });
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String text, boolean empty) {
                super.updateItem(text, empty);
                getStyleClass().removeAll(VerdictStyles.ALL);
                T row = empty || getTableRow() == null ? null : getTableRow().getItem();
                if (row == null) {
                    setId(null);
                    setText(null);
                    return;
                }
                String at = path.apply(row);
                setId(VerdictIds.verdict(at));
                setText(text);
                VerdictStyles.of(verdicts.drafts().get(at)).ifPresent(getStyleClass()::add);
                if (verdicts.showingSignedProperty().get() && verdicts.drafts().containsKey(at)) {
                    getStyleClass().add(VerdictStyles.SIGNED);
                }
            }
        });
        return column;
    }

    static String label(VerdictsViewModel verdicts, String path) {
        VerdictDraft draft = verdicts.drafts().get(path);
        return draft == null ? "—" : draft.label();
    }
}
