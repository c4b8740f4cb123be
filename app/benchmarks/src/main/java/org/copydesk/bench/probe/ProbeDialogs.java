package org.copydesk.bench.probe;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.desktop.common.DialogService;
import org.copydesk.app.workflow.ImportSummary;

/**
 * The window probe's dialogs: nobody is there to answer, and an error the desk would show
 * means the figure is wrong, so it ends the probe with the error's message.
 */
final class ProbeDialogs implements DialogService {

    @Override
    public Optional<List<Path>> chooseImportFiles() {
        return Optional.empty();
    }

    @Override
    public Optional<Path> chooseImportFolder() {
        return Optional.empty();
    }

    @Override
    public Optional<Path> chooseReleaseFolder() {
        return Optional.empty();
    }

    @Override
    public Optional<Path> chooseKeyFile() {
        return Optional.empty();
    }

    @Override
    public Optional<char[]> askPassphrase(String keyName) {
        return Optional.empty();
    }

    @Override
    public void showImportSummary(ImportSummary summary) {
        // The probe imports nothing.
    }

    @Override
    public void showError(String title, String message) {
        System.err.println("window probe: " + title + ": " + message);
        System.exit(2);
    }

    @Override
    public void notify(String title, String message) {
        // A notice changes no figure.
    }
}
