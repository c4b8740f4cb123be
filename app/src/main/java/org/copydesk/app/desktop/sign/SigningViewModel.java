package org.copydesk.app.desktop.sign;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Optional;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import org.copydesk.app.desktop.common.DialogService;
import org.copydesk.app.desktop.common.SigningOffer;
import org.copydesk.app.desktop.common.SigningSource;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.workflow.UserInputException;
import org.copydesk.app.workflow.keys.WrongPassphraseInputException;
import org.copydesk.model.decision.RosterEntry;
import org.copydesk.model.decision.RosterState;
import org.copydesk.model.signing.SigningKey;

/**
 * The signing key of this sitting: unlocked once (a key file, then its passphrase if it has one, or the
 * key in the user's ssh-agent), locked on request,
 * after {@code idleTimeout} without input, and on exit. The passphrase lives only in a char[]
 * that is cleared as soon as the key is decrypted; it is never stored or logged.
 */
public final class SigningViewModel {

    static final String NO_KEY = "no signing key";

    private final CurrentRoster roster;
    private final KeyUnlocker unlocker;
    private final TaskRunner runner;
    private final DialogService dialogs;
    private final Clock clock;
    private final Duration idleTimeout;

    private final ReadOnlyBooleanWrapper unlocked = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper unlocking = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper keyLine = new ReadOnlyStringWrapper(NO_KEY);
    private Optional<UnlockedKey> key = Optional.empty();
    private Instant lastInput;

    public SigningViewModel(CurrentRoster roster, KeyUnlocker unlocker, TaskRunner runner,
                            DialogService dialogs, IdlePolicy idle) {
        this.roster = roster;
        this.unlocker = unlocker;
        this.runner = runner;
        this.dialogs = dialogs;
        this.clock = idle.clock();
        this.idleTimeout = idle.timeout();
        this.lastInput = clock.instant();
    }

    public ReadOnlyBooleanProperty unlockedProperty() {
        return unlocked.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty unlockingProperty() {
        return unlocking.getReadOnlyProperty();
    }

    /** "Signed in as ed.ramos (editor)" or "no signing key", for the status bar. */
    public ReadOnlyStringProperty keyLineProperty() {
        return keyLine.getReadOnlyProperty();
    }

    public Optional<UnlockedKey> key() {
        return key;
    }

    public void unlock() {
        unlock(() -> { });
    }

    /**
     * Asks how to sign, with a key file or with the key in the user's ssh-agent (offered only
     * when {@code SSH_AUTH_SOCK} names a socket; otherwise the prompt says why), then unlocks
     * the chosen way and runs {@code then}. Cancelling unlocks nothing and runs nothing.
     */
    public void unlock(Runnable then) {
        if (unlocking.get()) {
            return;
        }
        SigningOffer offer = new SigningOffer(unlocker.agentUnavailable());
        Optional<SigningSource> source = dialogs.chooseSigningSource(offer);
        if (source.isEmpty()) {
            return;
        }
        switch (source.get()) {
            case KEY_FILE -> unlockKeyFile(then);
            case AGENT -> {
                if (offer.agentAvailable()) {
                    useAgent(then);
                } else {
                    dialogs.showError("Cannot use ssh-agent", offer.agentUnavailable().get());
                }
            }
        }
    }

    /**
     * Asks for a key file and, when the file is encrypted, its passphrase; unlocks in the
     * background, then runs {@code then}. A wrong passphrase asks again at once, saying so,
     * until the user unlocks or cancels.
     */
    public void unlockKeyFile(Runnable then) {
        if (unlocking.get()) {
            return;
        }
        Optional<Path> file = dialogs.chooseKeyFile();
        if (file.isEmpty()) {
            return;
        }
        unlocking.set(true);
        runner.run(progress -> unlocker.needsPassphrase(file.get()), needs -> {
            unlocking.set(false);
            if (!needs) {
                attempt(file.get(), new char[0], then);
                return;
            }
            dialogs.askPassphrase(file.get().getFileName().toString()).ifPresent(secret -> attempt(file.get(), secret, then));
        }, this::failed);
    }

    /**
     * Signs with the user's key in ssh-agent ({@code SSH_AUTH_SOCK}): the agent's first key that
     * is active on this store's roster. No key file and no passphrase pass through copydesk.
     */
    public void useAgent(Runnable then) {
        if (unlocking.get()) {
            return;
        }
        unlocking.set(true);
        runner.run(progress -> fromAgent(), opened -> signedIn(opened, then), this::failed);
    }

    private UnlockedKey fromAgent() {
        RosterState state = roster.current();
        SigningKey signing = unlocker.fromAgent(state);
        return new UnlockedKey(signing, state.activeByFingerprint(signing.publicKey().fingerprint()).orElseThrow());
    }

    private void signedIn(UnlockedKey opened, Runnable then) {
        unlocking.set(false);
        lock();
        key = Optional.of(opened);
        unlocked.set(true);
        keyLine.set("Signed in as " + opened.signerLine() + (opened.key().isHeldElsewhere() ? " (key in ssh-agent)" : ""));
        touch();
        then.run();
    }

    private void attempt(Path file, char[] secret, Runnable then) {
        unlocking.set(true);
        runner.run(progress -> open(file, secret), opened -> signedIn(opened, then), error -> {
            if (error instanceof WrongPassphraseInputException) {
                unlocking.set(false);
                dialogs.askPassphraseAgain(file.getFileName().toString(),
                        "Wrong passphrase for " + file.getFileName() + ". Try again, or cancel.")
                        .ifPresent(again -> attempt(file, again, then));
            } else {
                failed(error);
            }
        });
    }

    private void failed(Throwable error) {
        unlocking.set(false);
        dialogs.showError("Cannot unlock the signing key", message(error));
    }

    private UnlockedKey open(Path file, char[] secret) {
        SigningKey signing;
        try {
            signing = unlocker.unlock(file, secret);
        } finally {
            Arrays.fill(secret, '\0');
        }
        String keyId = signing.publicKey().fingerprint();
        Optional<RosterEntry> entry = roster.current().activeByFingerprint(keyId);
        if (entry.isEmpty()) {
            signing.destroy();
            throw new UserInputException("the key " + keyId + " is not an active key on this store's roster;"
                    + " an owner adds it in View → Roster (or with `roster add`)");
        }
        return new UnlockedKey(signing, entry.get());
    }

    /** Forgets the key and wipes its secret bytes. */
    public void lock() {
        key.ifPresent(k -> k.key().destroy());
        key = Optional.empty();
        unlocked.set(false);
        keyLine.set(NO_KEY);
    }

    /** Unlocks {@code keyFile} with a passphrase the caller already holds (a key just made); clears it. */
    public void unlockWith(Path keyFile, char[] secret, Runnable then) {
        if (unlocking.get()) {
            Arrays.fill(secret, '\0');
            return;
        }
        attempt(keyFile, secret, then);
    }

    /** After a roster change: the unlocked key's entry is read again, and a key no longer on the roster locked. */
    public void rosterChanged(RosterState now) {
        if (key.isEmpty()) {
            return;
        }
        UnlockedKey held = key.get();
        Optional<RosterEntry> entry = now.activeByFingerprint(held.key().publicKey().fingerprint());
        if (entry.isEmpty()) {
            lock();
            keyLine.set(NO_KEY + " (its roster entry was revoked)");
        } else {
            key = Optional.of(new UnlockedKey(held.key(), entry.get()));
            keyLine.set("Signed in as " + key.get().signerLine());
        }
    }

    /** Any keyboard or mouse input keeps the key unlocked a while longer. */
    public void touch() {
        lastInput = clock.instant();
    }

    /** Called on a timer: locks when nothing was typed or clicked for the idle timeout. */
    public void lockIfIdle() {
        if (key.isPresent() && !Duration.between(lastInput, clock.instant()).minus(idleTimeout).isNegative()) {
            lock();
            keyLine.set(NO_KEY + " (locked after " + idleTimeout.toMinutes() + " min idle)");
        }
    }

    private static String message(Throwable error) {
        return error.getMessage() == null ? error.getClass().getSimpleName() : error.getMessage();
    }
}
