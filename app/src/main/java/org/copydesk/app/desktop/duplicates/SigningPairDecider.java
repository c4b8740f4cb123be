package org.copydesk.app.desktop.duplicates;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import org.copydesk.app.desktop.common.DialogService;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.workflow.decide.DecideRequest;
import org.copydesk.app.workflow.decide.DecisionWorkflow;
import org.copydesk.model.signing.SigningKey;

/** Asks for a rationale, then signs in the background with both record digests as the subject. */
public final class SigningPairDecider implements PairDecider {

    static final String NO_KEY = "unlock a signing key first";

    private final DecisionWorkflow decisions;
    private final Supplier<Optional<SigningKey>> key;
    private final DialogService dialogs;
    private final TaskRunner runner;

    public SigningPairDecider(DecisionWorkflow decisions, Supplier<Optional<SigningKey>> key, DialogService dialogs,
                              TaskRunner runner) {
        this.decisions = decisions;
        this.key = key;
        this.dialogs = dialogs;
        this.runner = runner;
    }

    @Override
    public void decide(List<String> pair, String decision, Runnable decided) {
        Optional<SigningKey> signing = key.get();
        if (signing.isEmpty()) {
            dialogs.showError("Cannot sign", NO_KEY);
            return;
        }
        String label = decision.replace('_', ' ');
        Optional<String> rationale = dialogs.askRationale("Decide: " + label,
                "Why are these two records " + label + "?");
        if (rationale.isEmpty()) {
            return;
        }
        runner.run(progress -> decisions.decide(new DecideRequest(pair, decision, rationale.get(), Optional.empty(),
                signing.get())), signed -> decided.run(),
                error -> dialogs.showError("Decision refused", error.getMessage() == null
                        ? error.getClass().getSimpleName() : error.getMessage()));
    }
}
