package org.copydesk.app.desktop.decide;

import org.copydesk.app.desktop.checks.ChecksViewModel;
import org.copydesk.app.desktop.record.RecordViewModel;
import org.copydesk.model.decision.DecisionRules;

/** A record's checks and decisions: opened with the record, A approves, R rejects through the sheet. */
public final class RecordDecisionsViewModel {

    private final RecordViewModel record;
    private final ChecksViewModel checks;
    private final DecisionHistoryViewModel history;
    private final DecisionSheetViewModel sheet;
    private final Runnable afterDecided;

    public RecordDecisionsViewModel(RecordViewModel record, ChecksViewModel checks, DecisionHistoryViewModel history,
                                    DecisionSheetViewModel sheet, Runnable afterDecided) {
        this.record = record;
        this.checks = checks;
        this.history = history;
        this.sheet = sheet;
        this.afterDecided = afterDecided;
    }

    /** Runs the checks and reads the history of the record being opened. */
    public void open(String recordSha256) {
        checks.run(recordSha256);
        history.load(recordSha256);
    }

    public void approve() {
        decide(DecisionRules.APPROVE);
    }

    public void reject() {
        decide(DecisionRules.REJECT);
    }

    private void decide(String decision) {
        String sha = record.recordSha256Property().get();
        if (sha.isEmpty() || sheet.showingProperty().get() || record.verdicts().correctionOpen()) {
            return;
        }
        DecisionDraft draft = DecisionDraft.onRun(sha, decision, record.titleProperty().get(),
                checks.knownProperty().get(), checks.failedIds(), checks.applicableCount());
        sheet.open(draft, record.verdicts().toSign(), signed -> {
            record.verdicts().signed(sha);
            history.load(sha);
            afterDecided.run();
        });
    }

    public ChecksViewModel checks() {
        return checks;
    }

    public DecisionHistoryViewModel history() {
        return history;
    }
}
