package org.copydesk.app.desktop.decide;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.workflow.decide.LatestDecisions;
import org.copydesk.app.workflow.decide.VerifiedDecision;
import org.copydesk.model.decision.DecisionStanding;
import org.copydesk.model.decision.ReviewDecision;

/** Every decision naming the open record, re-verified in the background, newest first. */
public final class DecisionHistoryViewModel {

    private final SubjectHistory forSubject;
    private final TaskRunner runner;
    private final ObservableList<DecisionRow> rows = FXCollections.observableArrayList();
    private final ObservableList<DecisionRow> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private long generation;
    private BiConsumer<String, Optional<ReviewDecision>> latestValid = (subject, latest) -> { };
    private BiConsumer<String, DecisionStanding> standingOf = (subject, standing) -> { };

    public DecisionHistoryViewModel(SubjectHistory forSubject, TaskRunner runner) {
        this.forSubject = forSubject;
        this.runner = runner;
    }

    public void load(String subjectSha256) {
        rows.clear();
        summary.set("Verifying decisions…");
        read(subjectSha256);
    }

    /**
     * Reads the subject's decisions again (another desk decided) with the rows left in place until
     * the new ones are there, so the table does not go blank under the user.
     */
    public void reload(String subjectSha256) {
        read(subjectSha256);
    }

    private void read(String subjectSha256) {
        long asked = ++generation;
        runner.run(progress -> forSubject.forSubject(subjectSha256), verified -> {
            List<DecisionRow> found = verified.stream().map(DecisionRow::of).toList();
            if (asked == generation) {
                latestValid.accept(subjectSha256, latestValid(subjectSha256, verified));
                standingOf.accept(subjectSha256, new LatestDecisions(verified).standingOf(subjectSha256));
                List<DecisionRow> newestFirst = new ArrayList<>(found);
                Collections.reverse(newestFirst);
                rows.setAll(newestFirst);
                summary.set(found.isEmpty() ? "No decision yet." : found.size() + (found.size() == 1
                        ? " decision" : " decisions"));
            }
        }, error -> summary.set("Cannot verify decisions: " + error.getMessage()));
    }

    /** Told, each time a subject's decisions are read, that subject's latest valid decision of its own. */
    public void onLatestValid(BiConsumer<String, Optional<ReviewDecision>> listener) {
        latestValid = listener;
    }

    /** Told, each time a subject's decisions are read, which of them stand: what this desk has now shown. */
    public void onStanding(BiConsumer<String, DecisionStanding> listener) {
        standingOf = listener;
    }

    private static Optional<ReviewDecision> latestValid(String subject, List<VerifiedDecision> verified) {
        return new LatestDecisions(verified).of(subject);
    }

    public ObservableList<DecisionRow> rows() {
        return rowsView;
    }

    /** "Decisions (2)" for the tab. */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }
}
