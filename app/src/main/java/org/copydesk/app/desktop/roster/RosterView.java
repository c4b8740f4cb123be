package org.copydesk.app.desktop.roster;

import javafx.collections.ListChangeListener;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.common.Columns;
import org.copydesk.app.desktop.common.ListPage;
import org.copydesk.app.desktop.common.PageTitle;
import org.copydesk.app.desktop.common.Styles;

/**
 * Who may sign on this store. {@code N} adds a reviewer, {@code C} changes the selected reviewer's
 * roles, {@code Delete} revokes their key; each asks for an owner's key when none is unlocked. Esc goes back.
 */
public final class RosterView extends VBox {

    private final TableView<RosterRow> table = new TableView<>();

    public RosterView(RosterViewModel viewModel, Runnable back) {
        setId(RosterIds.ROSTER);
        getStyleClass().add(Styles.PANEL);

        HBox titleLine = PageTitle.line(RosterIds.ROSTER_BACK, "Roster", RosterIds.ROSTER_COUNT,
                viewModel.summaryProperty(), back);
        Label signer = new Label();
        signer.setId(RosterIds.ROSTER_SIGNER);
        signer.textProperty().bind(viewModel.signerProperty());
        Button add = button(RosterIds.ROSTER_ADD, "Add reviewer…  (N)", viewModel::add);
        Button change = button(RosterIds.ROSTER_CHANGE, "Change roles…  (C)", () -> viewModel.changeRoles(selected()));
        Button revoke = button(RosterIds.ROSTER_REVOKE, "Revoke…  (Delete)", () -> viewModel.revoke(selected()));
        change.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        revoke.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        HBox actions = new HBox(10, add, change, revoke);
        Label message = new Label();
        message.setId(RosterIds.ROSTER_MESSAGE);
        message.setWrapText(true);
        message.textProperty().bind(viewModel.messageProperty());
        Label hint = new Label("Every change is signed by an owner's key, as `copydesk roster` signs it. Decisions a key"
                + " signed before its revocation stay valid.");
        hint.getStyleClass().add(Styles.MUTED);
        VBox bar = ListPage.bar(titleLine, signer, actions, message, hint);

        table.setId(RosterIds.ROSTER_TABLE);
        table.setPlaceholder(new Label("The roster is empty: File → New signing key… pins the store's first owner."));
        table.setItems(viewModel.rows());
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(Columns.text("Reviewer", 150, RosterRow::reviewerId));
        table.getColumns().add(Columns.text("Name", 180, RosterRow::displayName));
        table.getColumns().add(Columns.text("Roles", 170, RosterRow::roles));
        table.getColumns().add(Columns.text("Key", 420, RosterRow::key));
        table.getColumns().add(Columns.text("Added", 190, RosterRow::added));
        table.getColumns().add(Columns.text("State", 220, RosterRow::state));
        table.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(RosterRow row, boolean empty) {
                super.updateItem(row, empty);
                getStyleClass().remove(Styles.STATE_FADED);
                if (!empty && row != null && !row.active()) {
                    getStyleClass().add(Styles.STATE_FADED);
                }
            }
        });
        ListPage.selectsFirstRow(table, viewModel.rows());
        ListPage.movesWithJK(table);
        // After a change the keys go on working on the list: the form that asked for it has closed.
        viewModel.rows().addListener((ListChangeListener<RosterRow>) rowsChanged -> {
            if (isVisible()) {
                table.requestFocus();
            }
        });
        ListPage.backOnEscape(this, back);
        table.addEventHandler(KeyEvent.KEY_PRESSED, key -> {
            if (key.isShortcutDown() || key.isAltDown()) {
                return;
            }
            if (key.getCode() == KeyCode.N) {
                viewModel.add();
                key.consume();
            } else if (key.getCode() == KeyCode.C) {
                viewModel.changeRoles(selected());
                key.consume();
            } else if (key.getCode() == KeyCode.DELETE) {
                viewModel.revoke(selected());
                key.consume();
            }
        });
        VBox.setVgrow(table, Priority.ALWAYS);
        getChildren().addAll(bar, table);
    }

    public void focusTable() {
        ListPage.focus(table);
    }

    private RosterRow selected() {
        return table.getSelectionModel().getSelectedItem();
    }

    private static Button button(String id, String text, Runnable action) {
        Button button = new Button(text);
        button.setId(id);
        button.setOnAction(event -> action.run());
        return button;
    }
}
