package org.copydesk.app.desktop.decide;

import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.desktop.connection.ConnectionViewModel;
import org.copydesk.app.desktop.sign.SigningViewModel;
import org.copydesk.app.desktop.sign.UnlockedKey;
import org.copydesk.app.desktop.verdicts.VerdictsToSign;
import org.copydesk.app.workflow.decide.DecideRequest;
import org.copydesk.app.workflow.decide.DecisionInDoubtException;
import org.copydesk.app.workflow.decide.DecisionWorkflow;
import org.copydesk.app.workflow.decide.Timestamps;
import org.copydesk.app.workflow.decide.UnseenDecisionsException;
import org.copydesk.model.decision.DecisionRules;
import org.copydesk.model.decision.Role;
import org.copydesk.model.decision.SubjectKind;

/**
 * The decision sheet: the exact digest being signed, what the checks said, a required
 * rationale and the role it signs as. Signing runs in the background; a refusal stays on the
 * sheet, word for word, and nothing is stored.
 */
public final class DecisionSheetViewModel {

    private final TaskRunner runner;
    private final Decider decider;
    private final SigningViewModel signing;
    private final java.time.ZoneId zone;

    private final ReadOnlyBooleanWrapper showing = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper signingNow = new ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<Optional<DecisionDraft>> draft = new ReadOnlyObjectWrapper<>(Optional.empty());
    private final ReadOnlyStringWrapper heading = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper digest = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper checks = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper checksFailed = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper role = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper refusal = new ReadOnlyStringWrapper("");
    private final StringProperty rationale = new SimpleStringProperty("");
    private final ObservableList<String> quickPicks = FXCollections.observableArrayList();
    private final ObservableList<String> quickPicksView = FXCollections.unmodifiableObservableList(quickPicks);
    private Consumer<DecisionWorkflow.Signed> afterSigned = signed -> { };
    private Optional<ConnectionViewModel> connection = Optional.empty();
    private Predicate<String> decisionStored = sha -> false;
    private final ReadOnlyBooleanWrapper lookingUp = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper storeDown = new ReadOnlyBooleanWrapper();
    private VerdictsToSign verdicts = VerdictsToSign.NONE;
    private final ReadOnlyStringWrapper verdictsLine = new ReadOnlyStringWrapper("");
    private final ObservableList<String> corrections = FXCollections.observableArrayList();
    private final ObservableList<String> correctionsView = FXCollections.unmodifiableObservableList(corrections);

    public DecisionSheetViewModel(TaskRunner runner, Decider decider, SigningViewModel signing) {
        this(runner, decider, signing, java.time.ZoneOffset.UTC);
    }

    /** {@code zone}: where the times the sheet names (a decision signed meanwhile) are told. */
    public DecisionSheetViewModel(TaskRunner runner, Decider decider, SigningViewModel signing, java.time.ZoneId zone) {
        this.zone = zone;
        this.runner = runner;
        this.decider = decider;
        this.signing = signing;
        // A refusal answers the rationale as it was; once the editor changes it, the line has done its work.
        rationale.addListener((obs, old, now) -> {
            if (!signingNow.get()) {
                refusal.set("");
            }
        });
    }

    /**
     * Opens the sheet on {@code next}; without an unlocked key it first asks to unlock one.
     * {@code after} runs once the decision is signed and stored.
     */
    public void open(DecisionDraft next, Consumer<DecisionWorkflow.Signed> after) {
        open(next, VerdictsToSign.NONE, after);
    }

    /** As {@link #open(DecisionDraft, Consumer)}, signing {@code judged} into the decision as its field verdicts. */
    public void open(DecisionDraft next, VerdictsToSign judged, Consumer<DecisionWorkflow.Signed> after) {
        if (signing.key().isEmpty()) {
            signing.unlock(() -> show(next, judged, after));
        } else {
            show(next, judged, after);
        }
    }

    private void show(DecisionDraft next, VerdictsToSign judged, Consumer<DecisionWorkflow.Signed> after) {
        verdicts = judged;
        verdictsLine.set(judged.json().isEmpty() ? "" : "Field verdicts: " + judged.counts());
        corrections.setAll(judged.corrections());
        UnlockedKey key = signing.key().orElseThrow();
        afterSigned = after;
        draft.set(Optional.of(next));
        heading.set(verb(next.decision()) + " · " + next.title());
        digest.set(String.join("\n", next.subjectSha256()));
        checksFailed.set(!next.failedChecks().isEmpty() || !next.blockedReasons().isEmpty());
        checks.set(checksLine(next));
        role.set(DecisionRules.roleFor(next.kind(), key.reviewer())
                .map(r -> "Signs as " + key.reviewer().reviewerId() + ", " + r.wireName())
                .orElse(key.reviewer().reviewerId() + " (" + String.join(", ", key.reviewer().roles())
                        + ") may not sign this; it takes " + String.join(" or ",
                        DecisionRules.permittedRoles(next.kind()).stream().map(Role::wireName).sorted().toList())));
        refusal.set("");
        // A rationale over failed checks must say which failed and why: start it with their ids.
        rationale.set(next.approving() && !next.failedChecks().isEmpty()
                ? String.join(", ", next.failedChecks()) + ": " : "");
        quickPicks.setAll(next.quickPicks());
        showing.set(true);
    }

    /** Adds a quick-pick phrase to the rationale as its own sentence. */
    public void pick(String phrase) {
        String now = rationale.get().strip();
        if (now.isEmpty() || now.endsWith(":")) {
            rationale.set((now.isEmpty() ? "" : now + " ") + phrase);
        } else {
            rationale.set(now + (now.endsWith(".") ? " " : ". ") + phrase);
        }
    }

    /** Signs and stores the decision in the background (Ctrl+Enter). */
    public void confirm() {
        Optional<DecisionDraft> current = draft.get();
        if (!showing.get() || signingNow.get() || current.isEmpty()) {
            return;
        }
        if (rationale.get().isBlank()) {
            refusal.set("A decision needs a rationale: say why.");
            return;
        }
        if (lookingUp.get()) {
            return;
        }
        if (connection.isPresent() && !connection.get().availableProperty().get()) {
            refusal.set("Cannot sign now: " + ConnectionViewModel.NEEDS_STORE + ". Confirm again once the banner goes.");
            return;
        }
        Optional<UnlockedKey> key = signing.key();
        if (key.isEmpty()) {
            refusal.set("The signing key was locked. Unlock it (Ctrl+U), then confirm again.");
            return;
        }
        DecideRequest request = new DecideRequest(current.get().subjectSha256(), current.get().decision(),
                rationale.get().strip(), verdicts.json(), key.get().key(), current.get().seen());
        refusal.set("");
        signingNow.set(true);
        runner.run(progress -> decider.decide(request), signed -> {
            signingNow.set(false);
            showing.set(false);
            draft.set(Optional.empty());
            afterSigned.accept(signed);
        }, error -> {
            signingNow.set(false);
            if (error instanceof DecisionInDoubtException doubt) {
                inDoubt(doubt);
                return;
            }
            if (error instanceof UnseenDecisionsException unseen) {
                // Told before signing; the sheet stays open, and confirming again signs over what stands now.
                draft.set(Optional.of(current.get().seeing(unseen.standing())));
                refusal.set(unseenLine(unseen));
                return;
            }
            refusal.set(error.getMessage() == null ? error.getClass().getSimpleName() : error.getMessage());
        });
    }

    /**
     * Lets the sheet refuse to sign while the store does not answer, and look up a decision whose
     * commit the connection cut once the store answers again.
     */
    public void watchStore(ConnectionViewModel connection, Predicate<String> decisionStored) {
        this.connection = Optional.of(connection);
        this.decisionStored = decisionStored;
        String down = "Cannot sign now: " + ConnectionViewModel.NEEDS_STORE + ". Confirm again once the banner goes.";
        storeDown.bind(connection.availableProperty().not());
        storeDown.addListener((o, was, isDown) -> {
            if (isDown && showing.get() && refusal.get().isEmpty()) {
                refusal.set(down);
            } else if (!isDown && refusal.get().equals(down)) {
                refusal.set("");
            }
        });
    }

    /** True while the store does not answer: the confirm button is disabled and says why. */
    public ReadOnlyBooleanProperty storeDownProperty() {
        return storeDown.getReadOnlyProperty();
    }

    /**
     * The store stopped answering as the decision was stored: rolled back (sign again), or cut
     * during its commit, when it is looked up once the store is back and shown if it is there.
     */
    private void inDoubt(DecisionInDoubtException doubt) {
        if (!doubt.mayBeStored() || connection.isEmpty()) {
            refusal.set("The store stopped answering before this decision was stored: it was not stored. "
                    + "Sign again once the store answers (the banner above goes away).");
            return;
        }
        refusal.set("The store stopped answering as this decision was being stored. Copydesk looks it up "
                + "once the store answers again, and shows it if it was stored.");
        lookingUp.set(true);
        String sha = doubt.signed().decision().decisionSha256();
        connection.get().whenAvailable(() -> runner.run(progress -> decisionStored.test(sha), stored -> {
            lookingUp.set(false);
            if (stored) {
                showing.set(false);
                draft.set(Optional.empty());
                afterSigned.accept(doubt.signed());
            } else {
                refusal.set("The decision was not stored: the store lost it with the connection. Sign again.");
            }
        }, error -> {
            lookingUp.set(false);
            refusal.set("The store stopped answering again before the decision could be looked up; "
                    + "open the record once the store answers to see whether it was stored.");
        }));
    }

    /** Whether a decision cut off by a lost connection is being looked up: the sheet waits for the answer. */
    public ReadOnlyBooleanProperty lookingUpProperty() {
        return lookingUp.getReadOnlyProperty();
    }

    /** Closes the sheet without signing (Esc). */
    public void cancel() {
        if (!signingNow.get()) {
            showing.set(false);
            draft.set(Optional.empty());
        }
    }

    private String unseenLine(UnseenDecisionsException unseen) {
        return "Not signed yet: since you opened this, " + unseen.unseen().stream()
                .map(d -> d.reviewer().reviewerId() + " signed " + d.decision() + " at "
                        + Timestamps.clockTime(d.decidedAt(), zone))
                .collect(java.util.stream.Collectors.joining(" and "))
                + ". Esc to read it first, or Ctrl+Enter to sign over it.";
    }

    private static String checksLine(DecisionDraft d) {
        if (!d.blockedReasons().isEmpty()) {
            String checked = !d.checksKnown() ? "Its checks have not finished; they are rerun when this is signed."
                    : d.failedChecks().isEmpty() ? "Copydesk's " + d.checkCount() + " applicable checks find no fault"
                    + " in its shape; they do not judge what upstream blocked it for."
                    : d.failedChecks().size() + " of " + d.checkCount() + " checks failed as well: "
                    + String.join(", ", d.failedChecks());
            return "Upstream blocked this run: " + String.join(", ", d.blockedReasons()) + ". " + checked;
        }
        if (d.kind() == SubjectKind.DUPLICATE_PAIR) {
            return "Both records' checks are rerun and recorded when this is signed.";
        }
        if (!d.checksKnown()) {
            return "Checks have not finished; they are rerun when this is signed.";
        }
        if (d.failedChecks().isEmpty()) {
            return "All " + d.checkCount() + " applicable checks pass.";
        }
        return d.failedChecks().size() + " of " + d.checkCount() + " checks failed: "
                + String.join(", ", d.failedChecks());
    }

    private static String verb(String decision) {
        if (decision.isEmpty()) {
            return decision;
        }
        return Character.toUpperCase(decision.charAt(0)) + decision.substring(1).replace('_', ' ');
    }

    public ReadOnlyBooleanProperty showingProperty() {
        return showing.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty signingProperty() {
        return signingNow.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Optional<DecisionDraft>> draftProperty() {
        return draft.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty headingProperty() {
        return heading.getReadOnlyProperty();
    }

    /** The subject digest(s) exactly as they will be signed. */
    public ReadOnlyStringProperty digestProperty() {
        return digest.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty checksProperty() {
        return checks.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty checksFailedProperty() {
        return checksFailed.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty roleProperty() {
        return role.getReadOnlyProperty();
    }

    /** Why the workflow refused, word for word; empty when nothing was refused. */
    public ReadOnlyStringProperty refusalProperty() {
        return refusal.getReadOnlyProperty();
    }

    public StringProperty rationaleProperty() {
        return rationale;
    }

    /** The field verdicts being signed, on one line; empty when the decision carries none. */
    public ReadOnlyStringProperty verdictsProperty() {
        return verdictsLine.getReadOnlyProperty();
    }

    /** One line per correction being signed: path, right value, evidence. */
    public ObservableList<String> corrections() {
        return correctionsView;
    }

    public ObservableList<String> quickPicks() {
        return quickPicksView;
    }
}
