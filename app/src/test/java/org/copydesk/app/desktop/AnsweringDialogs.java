package org.copydesk.app.desktop;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import javafx.stage.Stage;

import org.copydesk.app.desktop.common.DialogService;
import org.copydesk.app.desktop.common.SigningOffer;
import org.copydesk.app.desktop.common.SigningSource;
import org.copydesk.app.workflow.ImportSummary;

/** The real dialogs, except that choosing files answers with a folder the test set (no native chooser headless). */
final class AnsweringDialogs implements DialogService {

    private final FxDialogService real;
    private Optional<Path> folder = Optional.empty();
    private Optional<Path> key = Optional.empty();
    private Optional<String> passphrase = Optional.empty();
    private Optional<Path> release = Optional.empty();
    private boolean realPrompt;

    AnsweringDialogs(Stage owner) {
        this.real = new FxDialogService(owner);
    }

    void answer(Path chosen) {
        folder = Optional.of(chosen);
    }

    @Override
    public Optional<List<Path>> chooseImportFiles() {
        return folder.map(List::of);
    }

    @Override
    public Optional<Path> chooseImportFolder() {
        return folder;
    }

    void answerRelease(Path releaseDir) {
        release = Optional.of(releaseDir);
    }

    @Override
    public Optional<Path> chooseReleaseFolder() {
        return release;
    }

    void answerKey(Path keyFile, String passphrase) {
        key = Optional.of(keyFile);
        this.passphrase = Optional.of(passphrase);
    }

    /** The signing prompt is the real dialog from now on, for the test to answer with the keyboard. */
    void showTheSigningPrompt() {
        realPrompt = true;
    }

    /**
     * The real signing prompt when the test asked for it; otherwise answered "Key file…", so a
     * test that answered the key chooser signs with that file.
     */
    @Override
    public Optional<SigningSource> chooseSigningSource(SigningOffer offer) {
        return realPrompt ? real.chooseSigningSource(offer) : Optional.of(SigningSource.KEY_FILE);
    }

    @Override
    public Optional<Path> chooseKeyFile() {
        return key;
    }

    /** The real passphrase dialog unless the test answered it. */
    @Override
    public Optional<char[]> askPassphrase(String keyName) {
        return passphrase.isPresent() ? passphrase.map(String::toCharArray) : real.askPassphrase(keyName);
    }

    /** The real dialog, asking again, unless the test answered the first question (then it cancels). */
    @Override
    public Optional<char[]> askPassphraseAgain(String keyName, String problem) {
        return passphrase.isPresent() ? Optional.empty() : real.askPassphraseAgain(keyName, problem);
    }

    @Override
    public boolean confirm(String title, String message, String confirmLabel) {
        return real.confirm(title, message, confirmLabel);
    }

    @Override
    public void showImportSummary(ImportSummary summary) {
        real.showImportSummary(summary);
    }

    @Override
    public void showError(String title, String message) {
        real.showError(title, message);
    }

    @Override
    public void notify(String title, String message) {
        real.notify(title, message);
    }
}
