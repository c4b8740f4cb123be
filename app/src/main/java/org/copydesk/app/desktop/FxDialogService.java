package org.copydesk.app.desktop;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import javafx.geometry.Pos;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.util.Duration;

import org.controlsfx.control.Notifications;
import org.copydesk.app.desktop.common.DialogService;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.SigningOffer;
import org.copydesk.app.desktop.common.SigningSource;
import org.copydesk.app.desktop.importing.ImportSummaryDialog;
import org.copydesk.app.desktop.sign.PassphraseDialog;
import org.copydesk.app.desktop.sign.SigningPromptDialog;
import org.copydesk.app.workflow.ImportSummary;

/** Dialogs over the main window. */
final class FxDialogService implements DialogService {

    private final Stage owner;

    FxDialogService(Stage owner) {
        this.owner = owner;
    }

    @Override
    public Optional<List<Path>> chooseImportFiles() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Import runs, bundles or zips");
        chooser.getExtensionFilters().addAll(
                new FileChooser.ExtensionFilter("Runs and bundles (*.json, *.zip)", "*.json", "*.zip"),
                new FileChooser.ExtensionFilter("All files", "*"));
        List<File> files = chooser.showOpenMultipleDialog(owner);
        return files == null || files.isEmpty() ? Optional.empty()
                : Optional.of(files.stream().map(File::toPath).toList());
    }

    @Override
    public Optional<Path> chooseImportFolder() {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle("Import a folder");
        return Optional.ofNullable(chooser.showDialog(owner)).map(File::toPath);
    }

    @Override
    public Optional<Path> chooseReleaseFolder() {
        return chooseReleaseFolder(Optional.empty());
    }

    @Override
    public Optional<Path> chooseReleaseFolder(Optional<Path> startIn) {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle("Choose the release tree (the folder holding registry.json)");
        startIn.map(Path::toFile).filter(File::isDirectory).ifPresent(chooser::setInitialDirectory);
        return Optional.ofNullable(chooser.showDialog(owner)).map(File::toPath);
    }

    @Override
    public Optional<SigningSource> chooseSigningSource(SigningOffer offer) {
        return SigningPromptDialog.ask(owner, offer);
    }

    @Override
    public Optional<Path> chooseKeyFile() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Unlock signing key");
        // OpenSSH keys (~/.ssh/id_ed25519) have no extension; copydesk's own are ID.key.
        chooser.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("All files", "*"),
                new FileChooser.ExtensionFilter("copydesk keys (*.key)", "*.key"));
        File ssh = new File(System.getProperty("user.home"), ".ssh");
        if (ssh.isDirectory()) {
            chooser.setInitialDirectory(ssh);
        }
        return Optional.ofNullable(chooser.showOpenDialog(owner)).map(File::toPath);
    }

    @Override
    public Optional<char[]> askPassphrase(String keyName) {
        return PassphraseDialog.ask(owner, keyName, "");
    }

    @Override
    public Optional<char[]> askPassphraseAgain(String keyName, String problem) {
        return PassphraseDialog.ask(owner, keyName, problem);
    }

    @Override
    public boolean confirm(String title, String message, String confirmLabel) {
        ButtonType go = new ButtonType(confirmLabel, ButtonBar.ButtonData.OK_DONE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, message, go, ButtonType.CANCEL);
        alert.initOwner(owner);
        alert.setTitle(title);
        alert.setHeaderText(title);
        // Enter confirms, Esc cancels: the dialog has a keyboard path both ways.
        alert.getDialogPane().lookupButton(go).setId(Ids.CONFIRM_OK);
        alert.getDialogPane().lookupButton(ButtonType.CANCEL).setId(Ids.CONFIRM_CANCEL);
        return alert.showAndWait().filter(go::equals).isPresent();
    }

    @Override
    public void showImportSummary(ImportSummary summary) {
        ImportSummaryDialog.create(owner, summary).show();
    }

    @Override
    public void showError(String title, String message) {
        Alert alert = new Alert(Alert.AlertType.ERROR, message);
        alert.initOwner(owner);
        alert.setTitle(title);
        alert.setHeaderText(title);
        alert.show();
    }

    @Override
    public void notify(String title, String message) {
        Notifications.create().owner(owner).title(title).text(message).position(Pos.BOTTOM_RIGHT)
                .hideAfter(Duration.seconds(5)).showInformation();
    }
}
