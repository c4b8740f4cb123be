package org.copydesk.app.desktop.common;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.workflow.ImportSummary;

/** Every dialog a view model may open, so that view models are tested without a toolkit. */
public interface DialogService {

    /** Files (runs, bundles, zips) to import; empty when the user cancels. */
    Optional<List<Path>> chooseImportFiles();

    /** A folder to import; empty when the user cancels. */
    Optional<Path> chooseImportFolder();

    /** The release tree (the site's {@code release/} folder) that promotion writes to; empty when the user cancels. */
    Optional<Path> chooseReleaseFolder();

    /** The release tree, the chooser opening at {@code startIn} when given. */
    default Optional<Path> chooseReleaseFolder(Optional<Path> startIn) {
        return chooseReleaseFolder();
    }

    /**
     * Asks how to sign when no key is unlocked: with a key file, or with the key in the user's
     * ssh-agent when {@code offer} allows it; empty when the user cancels. By default nothing is
     * chosen: a service answering from a script must say so itself.
     */
    default Optional<SigningSource> chooseSigningSource(SigningOffer offer) {
        return Optional.empty();
    }

    /** A private key file to sign with; empty when the user cancels. */
    Optional<Path> chooseKeyFile();

    /**
     * Asks for the passphrase of {@code keyName}; empty when the user cancels. The caller owns
     * the array and clears it after use: the passphrase is never kept or logged.
     */
    Optional<char[]> askPassphrase(String keyName);

    /**
     * Asks for the passphrase of {@code keyName} again, saying above the field why the last one
     * failed ({@code problem}); empty when the user cancels. By default not asked again: a
     * service answering from a script would only repeat the refused answer.
     */
    default Optional<char[]> askPassphraseAgain(String keyName, String problem) {
        return Optional.empty();
    }

    /**
     * Asks the user to confirm {@code message}; true only when they choose {@code confirmLabel}.
     * By default nothing is confirmed: a service answering from a script must say so itself.
     */
    default boolean confirm(String title, String message, String confirmLabel) {
        return false;
    }

    void showImportSummary(ImportSummary summary);

    void showError(String title, String message);

    /** A brief, non-modal notice of finished work. */
    void notify(String title, String message);
}
