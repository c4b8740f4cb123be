package org.copydesk.app.desktop.common;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.workflow.ImportSummary;

/** A dialog service that answers with what the test set and remembers what was shown. */
public final class RecordingDialogs implements DialogService {

    private Optional<Path> folder = Optional.empty();
    private Optional<Path> key = Optional.empty();
    private Optional<String> passphrase = Optional.empty();
    private Optional<Path> release = Optional.empty();
    private int releaseAsked;
    private Optional<Path> releaseStartedIn = Optional.empty();
    private int passphraseAsked;
    private final List<ImportSummary> summaries = new ArrayList<>();
    private final List<String> errors = new ArrayList<>();
    private final List<String> notices = new ArrayList<>();

    public RecordingDialogs answeringFolder(Path chosen) {
        this.folder = Optional.of(chosen);
        return this;
    }

    @Override
    public Optional<List<Path>> chooseImportFiles() {
        return folder.map(List::of);
    }

    @Override
    public Optional<Path> chooseImportFolder() {
        return folder;
    }

    public RecordingDialogs answeringRelease(Path releaseDir) {
        this.release = Optional.of(releaseDir);
        return this;
    }

    @Override
    public Optional<Path> chooseReleaseFolder() {
        releaseAsked++;
        return release;
    }

    @Override
    public Optional<Path> chooseReleaseFolder(Optional<Path> startIn) {
        releaseStartedIn = startIn;
        return chooseReleaseFolder();
    }

    /** Where the last release folder chooser opened. */
    public Optional<Path> releaseStartedIn() {
        return releaseStartedIn;
    }

    public int releaseAsked() {
        return releaseAsked;
    }

    public RecordingDialogs answeringKey(Path keyFile, String secret) {
        this.key = Optional.of(keyFile);
        this.passphrase = Optional.of(secret);
        return this;
    }

    /** The editor closes the key file chooser without choosing. */
    public RecordingDialogs cancellingKeyChoice() {
        this.key = Optional.empty();
        return this;
    }

    @Override
    public Optional<Path> chooseKeyFile() {
        return key;
    }

    @Override
    public Optional<char[]> askPassphrase(String keyName) {
        passphraseAsked++;
        return passphrase.map(String::toCharArray);
    }

    public int passphraseAsked() {
        return passphraseAsked;
    }

    @Override
    public void showImportSummary(ImportSummary summary) {
        summaries.add(summary);
    }

    @Override
    public void showError(String title, String message) {
        errors.add(title + ": " + message);
    }

    @Override
    public void notify(String title, String message) {
        notices.add(title + ": " + message);
    }

    public List<ImportSummary> summaries() {
        return summaries;
    }

    public List<String> errors() {
        return errors;
    }

    public List<String> notices() {
        return notices;
    }
}
