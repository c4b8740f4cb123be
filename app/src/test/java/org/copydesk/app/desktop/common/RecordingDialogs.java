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
    private final java.util.ArrayDeque<String> laterPassphrases = new java.util.ArrayDeque<>();
    private final List<String> passphraseProblems = new ArrayList<>();
    private Optional<Path> release = Optional.empty();
    private int releaseAsked;
    private Optional<Path> releaseStartedIn = Optional.empty();
    private int passphraseAsked;
    private Optional<SigningSource> source = Optional.of(SigningSource.KEY_FILE);
    private final List<SigningOffer> signingOffers = new ArrayList<>();
    private int keyFileAsked;
    private final List<ImportSummary> summaries = new ArrayList<>();
    private final List<String> errors = new ArrayList<>();
    private final List<String> notices = new ArrayList<>();

    private boolean confirmAnswer;
    private final List<String> confirmations = new ArrayList<>();

    /** Every confirmation asked for is answered {@code yes}. */
    public RecordingDialogs answeringConfirm(boolean yes) {
        this.confirmAnswer = yes;
        return this;
    }

    /** The messages of the confirmations asked for, in order. */
    public List<String> confirmations() {
        return confirmations;
    }

    @Override
    public boolean confirm(String title, String message, String confirmLabel) {
        confirmations.add(message);
        return confirmAnswer;
    }

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

    /**
     * How the signing prompt is answered; a key file until a test says otherwise, so a test that
     * answers the key chooser signs with that file. Empty: the editor cancels the prompt.
     */
    public RecordingDialogs answeringSigningSource(Optional<SigningSource> source) {
        this.source = source;
        return this;
    }

    @Override
    public Optional<SigningSource> chooseSigningSource(SigningOffer offer) {
        signingOffers.add(offer);
        return source;
    }

    /** What each signing prompt offered, in order. */
    public List<SigningOffer> signingOffers() {
        return signingOffers;
    }

    /** How many times the key file chooser was opened. */
    public int keyFileAsked() {
        return keyFileAsked;
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

    /** After the first passphrase is refused, answers these in turn, then cancels. */
    public RecordingDialogs thenPassphrases(String... secrets) {
        laterPassphrases.addAll(List.of(secrets));
        return this;
    }

    @Override
    public Optional<char[]> askPassphraseAgain(String keyName, String problem) {
        passphraseAsked++;
        passphraseProblems.add(problem);
        return Optional.ofNullable(laterPassphrases.poll()).map(String::toCharArray);
    }

    /** Why each repeated passphrase question was asked, in order. */
    public List<String> passphraseProblems() {
        return passphraseProblems;
    }

    @Override
    public Optional<Path> chooseKeyFile() {
        keyFileAsked++;
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
