package org.copydesk.app.desktop.checks;

import java.time.Clock;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.copydesk.app.desktop.record.FieldRow;
import org.copydesk.app.desktop.record.RecordViewModel;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.workflow.check.RecordChecks;
import org.copydesk.model.checks.Check;
import org.copydesk.model.checks.CheckResult;
import org.copydesk.model.checks.Verdict;

/**
 * The record's checks, recomputed in the background on open and on Ctrl+R. Selecting a failed
 * check highlights the blocks and fields its detail names, through the record view model.
 */
public final class ChecksViewModel {

    public static final String CAVEAT = "Checks prove shape — digests, numbers, citations agree — never truth.";

    private final RecordChecker checker;
    private final Map<String, Check<?>> catalogue = new HashMap<>();
    private final TaskRunner runner;
    private final RecordViewModel record;

    private final ObservableList<CheckRow> rows = FXCollections.observableArrayList();
    private final ObservableList<CheckRow> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper known = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper anyFailed = new ReadOnlyBooleanWrapper();
    private final Clock clock;
    private String subject = "";
    private long generation;
    private boolean again;

    public ChecksViewModel(RecordChecker checker, List<Check<?>> catalogue,
                           TaskRunner runner, RecordViewModel record) {
        this(checker, catalogue, runner, record, Clock.systemDefaultZone());
    }

    /** {@code clock} times a rerun, so that Ctrl+R visibly did something even when nothing changed. */
    public ChecksViewModel(RecordChecker checker, List<Check<?>> catalogue,
                           TaskRunner runner, RecordViewModel record, Clock clock) {
        this.clock = clock;
        this.checker = checker;
        catalogue.forEach(c -> this.catalogue.putIfAbsent(c.id(), c));
        this.runner = runner;
        this.record = record;
    }

    /** Runs every applicable check on {@code recordSha256}; a late answer for another record is dropped. */
    public void run(String recordSha256) {
        again = false;
        start(recordSha256);
    }

    private void start(String recordSha256) {
        subject = recordSha256;
        long asked = ++generation;
        rows.clear();
        known.set(false);
        anyFailed.set(false);
        running.set(true);
        summary.set(again ? "Running the checks again…" : "Running checks…");
        runner.run(progress -> checker.checkRun(recordSha256), result -> {
            if (asked == generation) {
                running.set(false);
                show(result);
            }
        }, error -> {
            if (asked == generation) {
                running.set(false);
                summary.set("Checks could not run: " + (error.getMessage() == null
                        ? error.getClass().getSimpleName() : error.getMessage()));
            }
        });
    }

    /** Ctrl+R: the same record again, from scratch; the summary then says when it ran. */
    public void rerun() {
        if (!subject.isEmpty()) {
            again = true;
            start(subject);
        }
    }

    private void show(Optional<RecordChecks> result) {
        if (result.isEmpty()) {
            summary.set("No such record to check.");
            return;
        }
        List<CheckRow> next = new ArrayList<>();
        for (CheckResult r : result.get().report().results()) {
            Optional<Check<?>> check = Optional.ofNullable(catalogue.get(r.checkId()));
            next.add(new CheckRow(r.checkId(), r.verdict(), r.detail(), check.map(Check::establishes).orElse(""),
                    check.map(Check::doesNotEstablish).orElse("")));
        }
        // Failures first: they are what the editor must read before deciding.
        next.sort((a, b) -> Integer.compare(order(a.verdict()), order(b.verdict())));
        rows.setAll(next);
        known.set(true);
        long failed = next.stream().filter(CheckRow::failed).count();
        long passed = next.stream().filter(r -> r.verdict() == Verdict.PASSED).count();
        anyFailed.set(failed > 0);
        String ran = again ? " · run again at " + LocalTime.now(clock).truncatedTo(ChronoUnit.SECONDS) : "";
        summary.set((failed == 0 ? "✓ all " + passed + " applicable checks pass"
                : "✗ " + failed + " failed · " + passed + " passed") + ran);
    }

    private static int order(Verdict verdict) {
        return verdict == Verdict.FAILED ? 0 : verdict == Verdict.PASSED ? 1 : 2;
    }

    /** Highlights what a check names; a check that names nothing says so in the record's notice line. */
    public void select(CheckRow row) {
        List<String> fieldNames = record.fields().stream().map(FieldRow::name).toList();
        record.highlightNamed(NamedInDetail.blockIds(row.detail()), NamedInDetail.fieldNames(row.detail(), fieldNames));
    }

    public List<String> failedIds() {
        return rows.stream().filter(CheckRow::failed).map(CheckRow::checkId).toList();
    }

    /** How many checks applied (passed or failed). */
    public int applicableCount() {
        return (int) rows.stream().filter(r -> r.verdict() != Verdict.NOT_APPLICABLE).count();
    }

    public ObservableList<CheckRow> rows() {
        return rowsView;
    }

    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** True once this record's results are in. */
    public ReadOnlyBooleanProperty knownProperty() {
        return known.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty anyFailedProperty() {
        return anyFailed.getReadOnlyProperty();
    }
}
