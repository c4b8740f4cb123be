package org.copydesk.app.desktop.roster;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.copydesk.app.desktop.common.BackgroundJob;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.desktop.sign.SigningViewModel;
import org.copydesk.app.desktop.sign.UnlockedKey;
import org.copydesk.model.decision.Role;
import org.copydesk.model.decision.RosterState;
import org.copydesk.model.signing.SigningKey;

/**
 * View → Roster: who may sign on this store, verified change by change, and an owner's three
 * changes (add, change roles, revoke), each signed with the unlocked owner key as {@code roster} does.
 */
public final class RosterViewModel {

    private final RosterWork work;
    private final RosterDialogs forms;
    private final SigningViewModel signing;
    private final TaskRunner runner;
    private final Path keyFolder;
    private final Consumer<RosterState> changed;

    private final ObservableList<RosterRow> rows = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("reading…");
    private final ReadOnlyStringWrapper signer = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private RosterState state;

    /**
     * @param keyFolder where the add form looks for public keys first
     * @param changed   told after every change, with the roster as it now is
     */
    public RosterViewModel(RosterWork work, RosterDialogs forms, SigningViewModel signing, TaskRunner runner,
                           Path keyFolder, Consumer<RosterState> changed) {
        this.work = work;
        this.forms = forms;
        this.signing = signing;
        this.runner = runner;
        this.keyFolder = keyFolder;
        this.changed = changed;
        signing.unlockedProperty().addListener((obs, was, now) -> showSigner());
        signing.keyLineProperty().addListener((obs, was, now) -> showSigner());
    }

    public ObservableList<RosterRow> rows() {
        return rows;
    }

    /** "2 active · 1 revoked · verified change by change", or the first problem. */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** Who changes are signed as, or what changing the roster needs. */
    public ReadOnlyStringProperty signerProperty() {
        return signer.getReadOnlyProperty();
    }

    /** What the last change did, or why it was refused. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public void refresh() {
        runner.run(progress -> work.current(), this::show, error -> message.set(text(error)));
    }

    public void add() {
        withOwnerKey(key -> forms.askNewEntry(keyFolder).ifPresent(form -> change(
                progress -> work.add(form.reviewerId(), form.displayName(), form.roles(), form.publicKeyFile(), key),
                "Added " + form.reviewerId() + " as " + roles(form.roles()) + ", signed by " + signerId() + ".")));
    }

    public void changeRoles(RosterRow row) {
        if (refusedAsRevoked(row)) {
            return;
        }
        withOwnerKey(key -> forms.askRoles(row.entry()).ifPresent(roles -> change(
                progress -> work.changeRoles(row.reviewerId(), roles, key),
                row.reviewerId() + " now signs as " + roles(roles) + " (the old entry revoked, the same key added"
                        + " again), signed by " + signerId() + ".")));
    }

    public void revoke(RosterRow row) {
        if (refusedAsRevoked(row)) {
            return;
        }
        withOwnerKey(key -> {
            if (forms.confirm("Revoke " + row.reviewerId() + "?", "Revoke the key " + row.key() + " of "
                    + row.reviewerId() + " (" + row.displayName() + ")? Decisions it signed before stay valid; it signs"
                    + " nothing from now on. The revocation is signed by " + signerId() + " and cannot be undone.")) {
                change(progress -> work.revoke(row.reviewerId(), key), "Revoked " + row.reviewerId() + "'s key, signed by "
                        + signerId() + ".");
            }
        });
    }

    private boolean refusedAsRevoked(RosterRow row) {
        if (row == null) {
            message.set("Select a reviewer first.");
            return true;
        }
        if (!row.active()) {
            message.set("This entry of " + row.reviewerId() + " is revoked already; a revoked key stays revoked.");
            return true;
        }
        return false;
    }

    private void change(BackgroundJob<RosterState> job, String done) {
        runner.run(job, now -> {
            message.set(done);
            show(now);
            changed.accept(now);
        }, error -> message.set("Refused: " + text(error) + ". Nothing was changed."));
    }

    /** Runs {@code action} with an owner's unlocked key, asking to unlock one first when none is. */
    private void withOwnerKey(Consumer<SigningKey> action) {
        Optional<UnlockedKey> key = signing.key();
        if (key.isEmpty()) {
            signing.unlock(() -> withOwnerKey(action));
            return;
        }
        if (!key.get().reviewer().hasRole(Role.OWNER)) {
            message.set("Only an owner changes the roster; you sign as " + key.get().signerLine() + ".");
            return;
        }
        action.accept(key.get().key());
    }

    private void show(RosterState now) {
        state = now;
        rows.setAll(now.entries().stream().map(RosterRow::new).toList());
        long active = rows.stream().filter(RosterRow::active).count();
        String counts = active + " active · " + (rows.size() - active) + " revoked";
        summary.set(!now.problems().isEmpty() ? counts + " · fails verification: " + now.problems().get(0)
                : now.isInitialized() ? counts + " · verified change by change" : "empty: nobody can sign yet");
        showSigner();
    }

    private void showSigner() {
        Optional<UnlockedKey> key = signing.key();
        if (state != null && !state.isInitialized()) {
            signer.set("File → New signing key… (Ctrl+Shift+K) creates your key and pins you as the first owner.");
        } else if (key.isEmpty()) {
            signer.set("Unlock an owner's key to change the roster (Ctrl+U); it asks when you add, change or revoke.");
        } else if (key.get().reviewer().hasRole(Role.OWNER)) {
            signer.set("Changes are signed as " + key.get().signerLine() + ".");
        } else {
            signer.set("You sign as " + key.get().signerLine() + ": only an owner changes the roster.");
        }
    }

    private String signerId() {
        return signing.key().map(k -> k.reviewer().reviewerId()).orElse("the owner");
    }

    private static String roles(List<Role> roles) {
        return String.join(", ", roles.stream().map(Role::wireName).toList());
    }

    private static String text(Throwable error) {
        String m = error.getMessage() == null ? error.getClass().getSimpleName() : error.getMessage();
        return m.endsWith(".") ? m.substring(0, m.length() - 1) : m;
    }
}
