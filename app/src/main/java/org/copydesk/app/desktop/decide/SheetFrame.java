package org.copydesk.app.desktop.decide;

import javafx.application.Platform;
import javafx.beans.value.ObservableBooleanValue;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

import org.copydesk.app.desktop.common.Styles;

/**
 * The parts every signing sheet shares: a card over a dimmed window, shown while {@code showing};
 * Ctrl+Enter confirms, Esc cancels; the caret goes to the text field on opening and the focus
 * returns to where it was on closing. The decision sheet and the owner's release sheet use it.
 */
public final class SheetFrame {

    // What had the focus when the sheet opened; it gets it back when the sheet closes.
    private Node focusBefore;

    private SheetFrame() {
    }

    /** Puts {@code card} in {@code scrim} and wires showing, keys and focus. */
    public static void frame(StackPane scrim, VBox card, ObservableBooleanValue showing, TextInputControl caretIn,
                             Runnable confirm, Runnable cancel) {
        SheetFrame frame = new SheetFrame();
        scrim.getStyleClass().add(Styles.SHEET_SCRIM);
        scrim.visibleProperty().bind(showing);
        scrim.managedProperty().bind(showing);
        card.getStyleClass().add(Styles.SHEET);
        card.setMaxWidth(720);
        card.setMaxHeight(Region.USE_PREF_SIZE);
        StackPane.setAlignment(card, Pos.CENTER);
        scrim.getChildren().add(card);
        scrim.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == KeyCode.ENTER && event.isShortcutDown()) {
                confirm.run();
                event.consume();
            } else if (event.getCode() == KeyCode.ESCAPE) {
                cancel.run();
                event.consume();
            }
        });
        showing.addListener((obs, old, now) -> frame.moveFocus(scrim, caretIn, now));
    }

    private void moveFocus(StackPane scrim, TextInputControl caretIn, boolean nowShowing) {
        if (!nowShowing) {
            // Back to where the reviewer was (a record, a comparison), so its keys work again at once.
            Node back = focusBefore;
            focusBefore = null;
            if (back != null && back.getScene() != null) {
                Platform.runLater(back::requestFocus);
            }
        } else {
            focusBefore = scrim.getScene() == null ? null : scrim.getScene().getFocusOwner();
            // After layout, so the caret lands in a field that is already in the scene.
            Platform.runLater(() -> {
                caretIn.requestFocus();
                caretIn.positionCaret(caretIn.getLength());
            });
        }
    }

    /** A small bold caption above a part of the sheet. */
    public static Label label(String text) {
        Label label = new Label(text);
        label.getStyleClass().add(Styles.SHEET_LABEL);
        return label;
    }

    public static void toggle(Node node, String style, boolean on) {
        node.getStyleClass().remove(style);
        if (on) {
            node.getStyleClass().add(style);
        }
    }
}
