package org.copydesk.app.desktop.decide;

import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import javafx.beans.Observable;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;

import org.copydesk.app.desktop.checks.ChecksViewModel;
import org.copydesk.app.desktop.record.EvidenceChip;
import org.copydesk.app.desktop.record.FindingRow;
import org.copydesk.app.desktop.record.RecordViewModel;
import org.copydesk.app.desktop.sign.SigningViewModel;
import org.copydesk.app.desktop.sign.UnlockedKey;
import org.copydesk.model.decision.DecisionRules;
import org.copydesk.model.decision.ReviewDecision;

/**
 * A record's checks and decisions: opened with the record, A approves, R rejects through the
 * sheet. Only what the signer may sign is offered; why the rest is not is said beside the buttons.
 */
public final class RecordDecisionsViewModel {

    private final RecordViewModel record;
    private final ChecksViewModel checks;
    private final DecisionHistoryViewModel history;
    private final DecisionSheetViewModel sheet;
    private final SigningViewModel signing;
    private final Runnable afterDecided;
    private final ReadOnlyStringWrapper approveUnavailable = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper rejectUnavailable = new ReadOnlyStringWrapper("");
    private Predicate<String> mayDecide = subject -> true;
    private ZoneId zone = ZoneOffset.UTC;
    /** The record whose decisions the desk has shown, and the digests of those that stood. */
    private Optional<Map.Entry<String, Set<String>>> shown = Optional.empty();
    private String opened = "";

    public RecordDecisionsViewModel(RecordViewModel record, ChecksViewModel checks, DecisionHistoryViewModel history,
                                    DecisionSheetViewModel sheet, SigningViewModel signing, Runnable afterDecided) {
        this.record = record;
        this.checks = checks;
        this.history = history;
        this.sheet = sheet;
        this.signing = signing;
        this.afterDecided = afterDecided;
        for (Observable changes : List.<Observable>of(record.loadedProperty(), checks.knownProperty(),
                signing.unlockedProperty())) {
            changes.addListener(o -> judgeOffer());
        }
        checks.rows().addListener((ListChangeListener<Object>) change -> judgeOffer());
        history.onLatestValid((subject, latest) -> record.verdicts().showSigned(subject, latest));
        history.onStanding((subject, standing) -> {
            // The record and its history load side by side: whichever is first, this is the record opened.
            if (subject.equals(opened)) {
                shown = Optional.of(Map.entry(subject, standing.standing().stream()
                        .map(ReviewDecision::decisionSha256).collect(Collectors.toSet())));
                record.conflictLineProperty().set(ConflictLine.of(standing, zone));
            }
        });
    }

    /**
     * Asked before a decision is drafted on a record (another reviewer's claim asks for
     * confirmation); a decision goes ahead only when it says yes.
     */
    public void beforeDeciding(Predicate<String> mayDecide, ZoneId zone) {
        this.mayDecide = mayDecide;
        this.zone = zone;
    }

    /** Runs the checks and reads the history of the record being opened. */
    public void open(String recordSha256) {
        opened = recordSha256;
        shown = Optional.empty();
        record.conflictLineProperty().set("");
        checks.run(recordSha256);
        history.load(recordSha256);
    }

    /** Reads the open record's decisions again, for example when another desk decided; nothing when none is open. */
    public void refreshDecisions() {
        String sha = record.recordSha256Property().get();
        if (record.loadedProperty().get() && !sha.isEmpty()) {
            history.reload(sha);
        }
    }

    public void approve() {
        decide(DecisionRules.APPROVE);
    }

    public void reject() {
        decide(DecisionRules.REJECT);
    }

    /** Why Approve is not offered now ("Upstream blocked this run…"); empty when it is. */
    public ReadOnlyStringProperty approveUnavailableProperty() {
        return approveUnavailable.getReadOnlyProperty();
    }

    /** Why Reject is not offered now (a key whose role may not decide on runs); empty when it is. */
    public ReadOnlyStringProperty rejectUnavailableProperty() {
        return rejectUnavailable.getReadOnlyProperty();
    }

    private void judgeOffer() {
        approveUnavailable.set(whyNot(DecisionRules.APPROVE).orElse(""));
        rejectUnavailable.set(whyNot(DecisionRules.REJECT).orElse(""));
    }

    private Optional<String> whyNot(String decision) {
        if (!record.loadedProperty().get()) {
            return Optional.empty();
        }
        return DecideOffer.whyNot(decision, record.blockedProperty().get(), record.blockedReasons(),
                checks.failedIds(), signing.key().map(UnlockedKey::reviewer));
    }

    private void decide(String decision) {
        String sha = record.recordSha256Property().get();
        if (sha.isEmpty() || sheet.showingProperty().get() || record.verdicts().correctionOpen()
                || whyNot(decision).isPresent() || !mayDecide.test(sha)) {
            return;
        }
        if (signing.key().isEmpty()) {
            // The key's role is known only once it is unlocked: judge the offer again, then draft.
            signing.unlock(() -> {
                judgeOffer();
                if (whyNot(decision).isEmpty() && sha.equals(record.recordSha256Property().get())) {
                    draft(sha, decision);
                }
            });
            return;
        }
        draft(sha, decision);
    }

    private void draft(String sha, String decision) {
        DecisionDraft draft = record.blockedProperty().get()
                ? DecisionDraft.rejectingBlocked(sha, record.titleProperty().get(), checks.knownProperty().get(),
                        checks.failedIds(), checks.applicableCount(), record.blockedReasons(), blockedPicks())
                : DecisionDraft.onRun(sha, decision, record.titleProperty().get(), checks.knownProperty().get(),
                        checks.failedIds(), checks.applicableCount());
        if (shown.isPresent() && shown.get().getKey().equals(sha)) {
            draft = draft.seeing(shown.get().getValue());
        }
        sheet.open(draft, record.verdicts().toSign(), signed -> {
            record.verdicts().signed(sha, signed.decision());
            history.load(sha);
            afterDecided.run();
        });
    }

    /** Reasons to reject that fit a blocked run: its blocked reasons and its screening findings. */
    private List<String> blockedPicks() {
        List<String> lines = new ArrayList<>();
        for (FindingRow finding : record.findings()) {
            String blocks = String.join(", ", finding.chips().stream().map(EvidenceChip::blockId).toList());
            lines.add(finding.rule() + (blocks.isEmpty() ? "" : " in " + blocks)
                    + (finding.excerpt().isEmpty() ? "" : ": \u201c" + finding.excerpt() + "\u201d"));
        }
        return QuickPicks.forBlocked(record.blockedReasons(), lines);
    }

    public ChecksViewModel checks() {
        return checks;
    }

    public DecisionHistoryViewModel history() {
        return history;
    }
}
