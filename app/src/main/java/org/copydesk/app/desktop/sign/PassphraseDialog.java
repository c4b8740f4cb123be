package org.copydesk.app.desktop.sign;

import java.util.Optional;

import javafx.application.Platform;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

import org.copydesk.app.desktop.common.Styles;

/**
 * Asks for a key's passphrase. The field is emptied as soon as the characters are copied out, so
 * the passphrase does not linger in the scene graph.
 */
public final class PassphraseDialog {

    public static final String FIELD_ID = "passphrase-field";
    public static final String PROBLEM_ID = "passphrase-problem";

    private PassphraseDialog() {
    }

    /** {@code problem}, when not empty, says above the field why the last passphrase was refused. */
    public static Optional<char[]> ask(Window owner, String keyName, String problem) {
        Dialog<ButtonType> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle("Unlock signing key");
        dialog.setHeaderText("Passphrase for " + keyName);
        PasswordField field = new PasswordField();
        field.setId(FIELD_ID);
        field.setPrefColumnCount(28);
        dialog.getDialogPane().setId("passphrase-dialog");
        Label problemLine = new Label(problem);
        problemLine.setId(PROBLEM_ID);
        problemLine.getStyleClass().add(Styles.SHEET_REFUSAL);
        problemLine.setWrapText(true);
        problemLine.setVisible(!problem.isEmpty());
        problemLine.setManaged(!problem.isEmpty());
        dialog.getDialogPane().setContent(new VBox(8, problemLine, new Label("The key stays unlocked until you lock"
                + " it, quit, or leave copydesk idle."), field));
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        Platform.runLater(field::requestFocus);
        Optional<ButtonType> answer = dialog.showAndWait();
        char[] chars = field.getCharacters().toString().toCharArray();
        field.clear();
        if (answer.filter(b -> b == ButtonType.OK).isEmpty() || chars.length == 0) {
            java.util.Arrays.fill(chars, '\0');
            return Optional.empty();
        }
        return Optional.of(chars);
    }
}
