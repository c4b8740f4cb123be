package org.copydesk.app.desktop.sign;

import java.util.Optional;

import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

import org.copydesk.app.desktop.common.SigningOffer;
import org.copydesk.app.desktop.common.SigningSource;
import org.copydesk.app.desktop.common.Styles;

/**
 * Asks how to sign when no key is unlocked: "Key file…" (Alt+K) or "Use the key in my ssh-agent"
 * (Alt+A), each with a line beside it saying what it does, or why the agent cannot be used;
 * Enter takes the offer's preferred choice and Esc cancels.
 */
public final class SigningPromptDialog {

    public static final String PANE_ID = "signing-prompt";
    public static final String KEY_FILE_ID = "signing-prompt-key-file";
    public static final String AGENT_ID = "signing-prompt-agent";
    public static final String AGENT_LINE_ID = "signing-prompt-agent-line";

    private SigningPromptDialog() {
    }

    public static Optional<SigningSource> ask(Window owner, SigningOffer offer) {
        Dialog<SigningSource> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle("Sign");
        dialog.setHeaderText("No signing key is unlocked. Sign with which key?");
        dialog.getDialogPane().setId(PANE_ID);
        dialog.getDialogPane().getStylesheets().add(
                SigningPromptDialog.class.getResource(Styles.STYLESHEET).toExternalForm());

        Button keyFile = choice("_Key file…", KEY_FILE_ID, SigningSource.KEY_FILE, dialog);
        Label keyFileLine = line("An OpenSSH key (such as ~/.ssh/id_ed25519) or a copydesk key;"
                + " its passphrase is asked only if it has one.");
        Button agent = choice("Use the key in my ssh-_agent", AGENT_ID, SigningSource.AGENT, dialog);
        agent.setDisable(!offer.agentAvailable());
        Label agentLine = line(offer.agentUnavailable().map(why -> "Not available: " + why + ".")
                .orElse("The agent signs; no key file or passphrase passes through copydesk."
                        + " A security key asks to be touched."));
        agentLine.setId(AGENT_LINE_ID);

        GridPane choices = new GridPane();
        choices.setHgap(12);
        choices.setVgap(10);
        choices.addRow(0, keyFile, keyFileLine);
        choices.addRow(1, agent, agentLine);
        keyFile.setMaxWidth(Double.MAX_VALUE);
        agent.setMaxWidth(Double.MAX_VALUE);
        dialog.getDialogPane().setContent(new VBox(8, choices));
        dialog.getDialogPane().getButtonTypes().add(ButtonType.CANCEL);
        dialog.setResultConverter(button -> null);

        Button preferred = offer.preferred() == SigningSource.AGENT ? agent : keyFile;
        preferred.setDefaultButton(true);
        Platform.runLater(preferred::requestFocus);
        return dialog.showAndWait();
    }

    private static Button choice(String text, String id, SigningSource source, Dialog<SigningSource> dialog) {
        Button button = new Button(text);
        button.setId(id);
        button.setMnemonicParsing(true);
        // Setting the result closes the dialog with it.
        button.setOnAction(event -> dialog.setResult(source));
        return button;
    }

    private static Label line(String text) {
        Label label = new Label(text);
        label.getStyleClass().add(Styles.MUTED);
        label.setWrapText(true);
        label.setMaxWidth(360);
        return label;
    }
}
