package org.copydesk.app.desktop.takes;

import java.util.Optional;
import java.util.function.Consumer;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import org.copydesk.app.desktop.common.DialogService;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.desktop.sign.SigningViewModel;
import org.copydesk.app.desktop.sign.UnlockedKey;

/**
 * The owner's release sheet (Authorize &amp; Promote, current-run fallback): names the digest,
 * shows the screens, asks for an explicit, unticked acceptance of residual AI risk and a
 * rationale, then signs with the key unlocked for the sitting. A refusal stays on the sheet word
 * for word and nothing is written.
 */
public final class OwnerSheetViewModel {

    private final TaskRunner runner;
    private final SigningViewModel signing;
    private final DialogService dialogs;

    private final ReadOnlyBooleanWrapper showing = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper working = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper refused = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper asksRisk = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper screensFailed = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper heading = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper digest = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper screens = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper signer = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper refusal = new ReadOnlyStringWrapper("");
    private final BooleanProperty riskAccepted = new SimpleBooleanProperty();
    private final StringProperty rationale = new SimpleStringProperty("");
    private Optional<OwnerAction> action = Optional.empty();
    private Consumer<ReleaseOutcome> after = outcome -> { };

    public OwnerSheetViewModel(TaskRunner runner, SigningViewModel signing, DialogService dialogs) {
        this.runner = runner;
        this.signing = signing;
        this.dialogs = dialogs;
        // An error line about the tick or the rationale goes once the owner changes either;
        // a refusal of the action itself (the key's role, the take) stays.
        riskAccepted.addListener((obs, old, now) -> clearInputError());
        rationale.addListener((obs, old, now) -> clearInputError());
    }

    /** Prepares and shows the sheet; without an unlocked key it first asks to unlock one. */
    public void open(OwnerActionSource source, Consumer<ReleaseOutcome> then) {
        if (working.get()) {
            return;
        }
        if (signing.key().isEmpty()) {
            signing.unlock(() -> prepare(source, then));
        } else {
            prepare(source, then);
        }
    }

    private void prepare(OwnerActionSource source, Consumer<ReleaseOutcome> then) {
        UnlockedKey key = signing.key().orElseThrow();
        working.set(true);
        runner.run(progress -> source.prepare(key), prepared -> {
            working.set(false);
            show(prepared, then);
        }, error -> {
            working.set(false);
            dialogs.showError("Cannot prepare the release sheet", TakesViewModel.message(error));
        });
    }

    private void show(OwnerAction next, Consumer<ReleaseOutcome> then) {
        action = Optional.of(next);
        after = then;
        heading.set(next.heading());
        digest.set(next.digest());
        screens.set(next.screens());
        screensFailed.set(next.screensFailed());
        asksRisk.set(next.asksRiskAcceptance());
        signer.set(next.signer());
        refused.set(next.refusal().isPresent());
        // Never pre-ticked and never carried over: each authorization is accepted on its own.
        riskAccepted.set(false);
        rationale.set("");
        refusal.set(next.refusal().orElse(""));
        showing.set(true);
    }

    /** Signs and writes in the background (Ctrl+Enter). */
    public void confirm() {
        if (!showing.get() || working.get() || action.isEmpty() || refused.get()) {
            return;
        }
        if (asksRisk.get() && !riskAccepted.get()) {
            refusal.set("Tick the acceptance of residual AI risk for internal use first.");
            return;
        }
        if (rationale.get().isBlank()) {
            refusal.set("A rationale is required: say why you accept this for internal use.");
            return;
        }
        Optional<UnlockedKey> key = signing.key();
        if (key.isEmpty()) {
            refusal.set("The signing key was locked. Unlock it (Ctrl+U), then confirm again.");
            return;
        }
        OwnerWork work = action.get().work();
        String why = rationale.get().strip();
        refusal.set("");
        working.set(true);
        runner.run(progress -> work.run(why, key.get().key()), outcome -> {
            working.set(false);
            showing.set(false);
            action = Optional.empty();
            after.accept(outcome);
        }, error -> {
            working.set(false);
            refusal.set(TakesViewModel.message(error));
        });
    }

    /** Closes the sheet without signing (Esc). */
    public void cancel() {
        if (!working.get()) {
            showing.set(false);
            action = Optional.empty();
        }
    }

    public ReadOnlyBooleanProperty showingProperty() {
        return showing.getReadOnlyProperty();
    }

    /** Preparing or signing: the sheet's controls wait. */
    public ReadOnlyBooleanProperty workingProperty() {
        return working.getReadOnlyProperty();
    }

    /** The action may not be signed at all (not an owner, not promotable); signing is disabled. */
    public ReadOnlyBooleanProperty refusedProperty() {
        return refused.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty asksRiskAcceptanceProperty() {
        return asksRisk.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty screensFailedProperty() {
        return screensFailed.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty headingProperty() {
        return heading.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty digestProperty() {
        return digest.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty screensProperty() {
        return screens.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty signerProperty() {
        return signer.getReadOnlyProperty();
    }

    private void clearInputError() {
        if (!refused.get() && !working.get()) {
            refusal.set("");
        }
    }

    public ReadOnlyStringProperty refusalProperty() {
        return refusal.getReadOnlyProperty();
    }

    public BooleanProperty riskAcceptedProperty() {
        return riskAccepted;
    }

    public StringProperty rationaleProperty() {
        return rationale;
    }
}
