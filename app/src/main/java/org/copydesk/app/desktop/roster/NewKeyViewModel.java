package org.copydesk.app.desktop.roster;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import org.copydesk.app.desktop.common.DialogService;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.desktop.sign.SigningViewModel;
import org.copydesk.app.workflow.decide.KeyFiles;
import org.copydesk.model.decision.RosterState;

/**
 * File → New signing key…, and the line that says what signing needs: on a store with an empty
 * roster, a key pinned as its first owner; otherwise a key on the roster, unlocked.
 */
public final class NewKeyViewModel {

    /** What the notice above the pages says; {@code NONE} hides it. */
    public enum Notice { NONE, EMPTY_ROSTER, NO_KEY }

    static final String EMPTY_ROSTER_TEXT = "Nobody can sign on this store yet: its roster is empty. Create your "
            + "signing key and pin yourself as the store's first owner; then add editors and reviewers in View → Roster.";
    static final String NO_KEY_TEXT = "To approve, reject or promote, unlock your signing key (Ctrl+U). New here? "
            + "Create a key (Ctrl+Shift+K) and give its .pub file to an owner, who adds you in View → Roster.";

    private final RosterWork work;
    private final RosterDialogs forms;
    private final DialogService dialogs;
    private final SigningViewModel signing;
    private final TaskRunner runner;
    private final Path keyFolder;

    private final ReadOnlyObjectWrapper<Notice> notice = new ReadOnlyObjectWrapper<>(Notice.NONE);
    private final ReadOnlyStringWrapper noticeText = new ReadOnlyStringWrapper("");
    private boolean rosterEmpty;

    /** @param keyFolder where the form suggests writing the key files */
    public NewKeyViewModel(RosterWork work, RosterDialogs forms, DialogService dialogs, SigningViewModel signing,
                           TaskRunner runner, Path keyFolder) {
        this.work = work;
        this.forms = forms;
        this.dialogs = dialogs;
        this.signing = signing;
        this.runner = runner;
        this.keyFolder = keyFolder;
        signing.unlockedProperty().addListener((obs, was, now) -> show());
    }

    public ReadOnlyObjectProperty<Notice> noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty noticeTextProperty() {
        return noticeText.getReadOnlyProperty();
    }

    /** Reads the roster again (in the background) and says what signing needs now. */
    public void refresh() {
        runner.run(progress -> work.current(), this::rosterRead, error -> { });
    }

    /** The roster as it is now, read by whoever changed it. */
    public void rosterRead(RosterState state) {
        rosterEmpty = !state.isInitialized();
        show();
    }

    private void show() {
        Notice now = signing.unlockedProperty().get() ? Notice.NONE
                : rosterEmpty ? Notice.EMPTY_ROSTER : Notice.NO_KEY;
        notice.set(now);
        noticeText.set(switch (now) {
            case NONE -> "";
            case EMPTY_ROSTER -> EMPTY_ROSTER_TEXT;
            case NO_KEY -> NO_KEY_TEXT;
        });
    }

    /** Asks for the key's details, writes the key files, and on an empty roster pins the key and unlocks it. */
    public void newKey() {
        Optional<NewKeyForm> asked = forms.askNewKey(keyFolder, rosterEmpty);
        if (asked.isEmpty()) {
            return;
        }
        NewKeyForm form = asked.get();
        boolean pin = form.pinAsFirstOwner() && rosterEmpty;
        runner.run(progress -> make(form, pin), generated -> made(form, pin, generated), error -> {
            Arrays.fill(form.passphrase(), '\0');
            dialogs.showError("Cannot create the signing key", message(error));
        });
    }

    private KeyFiles.Generated make(NewKeyForm form, boolean pin) {
        KeyFiles.Generated generated = work.generate(form.reviewerId(), form.folder(), form.passphrase());
        if (pin) {
            work.init(form.reviewerId(), form.displayName(), generated.publicKeyPath());
        }
        return generated;
    }

    private void made(NewKeyForm form, boolean pin, KeyFiles.Generated generated) {
        String files = generated.privateKeyPath() + " (private, encrypted) and " + generated.publicKeyPath();
        if (pin) {
            rosterEmpty = false;
            dialogs.notify("Signing key created", files + ". " + form.reviewerId()
                    + " is this store's first owner; the key is unlocked for this sitting.");
            signing.unlockWith(generated.privateKeyPath(), form.passphrase(), this::show);
        } else {
            Arrays.fill(form.passphrase(), '\0');
            dialogs.notify("Signing key created", files + ". It signs nothing until an owner adds "
                    + generated.publicKeyPath().getFileName() + " to the roster (View → Roster → Add reviewer…).");
            show();
        }
    }

    private static String message(Throwable error) {
        return error.getMessage() == null ? error.getClass().getSimpleName() : error.getMessage();
    }
}
