package org.copydesk.app.desktop.record;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

import org.copydesk.app.desktop.common.DialogService;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.desktop.verdicts.VerdictItem;
import org.copydesk.app.desktop.verdicts.VerdictsViewModel;
import org.copydesk.app.workflow.RacePollPoint;
import org.copydesk.model.run.EventOutput;
import org.copydesk.model.run.PollOutput;
import org.copydesk.model.run.ShadowRun;

/**
 * One record under review: its header, its source blocks and what upstream extracted from
 * them. Selecting a field, result, claim, finding or chip highlights exactly the blocks it
 * cites; a citation of a block that does not exist is reported, never dropped.
 */
public final class RecordViewModel {

    private final RecordSource workflow;
    private final TaskRunner runner;
    private final DialogService dialogs;
    private final DuplicateLines duplicateLines;
    private final SourceBlocksModel source = new SourceBlocksModel();
    private final VerdictsViewModel verdicts = new VerdictsViewModel();

    private final ReadOnlyBooleanWrapper loaded = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper task = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper recordSha256 = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper blocked = new ReadOnlyBooleanWrapper();
    private final ObservableList<String> blockedReasons = FXCollections.observableArrayList();
    private final ObservableList<String> blockedReasonsView = FXCollections.unmodifiableObservableList(blockedReasons);
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
    private final ObservableList<LabelledValue> provenance = FXCollections.observableArrayList();
    private final ObservableList<LabelledValue> provenanceView = FXCollections.unmodifiableObservableList(provenance);
    private final ObservableList<String> duplicates = FXCollections.observableArrayList();
    private final ObservableList<String> duplicatesView = FXCollections.unmodifiableObservableList(duplicates);
    private final ObservableList<String> upstream = FXCollections.observableArrayList();
    private final ObservableList<String> upstreamView = FXCollections.unmodifiableObservableList(upstream);
    private final ObservableList<FieldRow> fields = FXCollections.observableArrayList();
    private final ObservableList<FieldRow> fieldsView = FXCollections.unmodifiableObservableList(fields);
    private final ObservableList<ResultRow> results = FXCollections.observableArrayList();
    private final ObservableList<ResultRow> resultsView = FXCollections.unmodifiableObservableList(results);
    private final ObservableList<LabelledValue> eventSummary = FXCollections.observableArrayList();
    private final ObservableList<LabelledValue> eventSummaryView = FXCollections.unmodifiableObservableList(eventSummary);
    private final ObservableList<ClaimRow> claims = FXCollections.observableArrayList();
    private final ObservableList<ClaimRow> claimsView = FXCollections.unmodifiableObservableList(claims);
    private final ObservableList<CandidateRow> candidates = FXCollections.observableArrayList();
    private final ObservableList<CandidateRow> candidatesView = FXCollections.unmodifiableObservableList(candidates);
    private final ObservableList<FindingRow> findings = FXCollections.observableArrayList();
    private final ObservableList<FindingRow> findingsView = FXCollections.unmodifiableObservableList(findings);
    private final ObservableList<ChartPoint> chart = FXCollections.observableArrayList();
    private final ObservableList<ChartPoint> chartView = FXCollections.unmodifiableObservableList(chart);
    private final javafx.beans.property.StringProperty reviewingLine =
            new javafx.beans.property.SimpleStringProperty("");
    private final javafx.beans.property.StringProperty conflictLine =
            new javafx.beans.property.SimpleStringProperty("");
    private long generation;

    public RecordViewModel(RecordSource workflow, TaskRunner runner, DialogService dialogs) {
        this(workflow, runner, dialogs, DuplicateLines.NONE);
    }

    public RecordViewModel(RecordSource workflow, TaskRunner runner, DialogService dialogs,
                           DuplicateLines duplicateLines) {
        this.workflow = workflow;
        this.runner = runner;
        this.dialogs = dialogs;
        this.duplicateLines = duplicateLines;
        // While a correction is typed, the source shows the blocks picked as its evidence.
        verdicts.editor().evidence().addListener((ListChangeListener<String>) change -> showPickedEvidence());
        verdicts.editor().editingProperty().addListener((obs, old, editing) -> showPickedEvidence());
    }

    public void load(String digest) {
        long asked = ++generation;
        clear();
        runner.run(progress -> read(digest), record -> {
            if (asked == generation) {
                show(record);
            }
        }, error -> dialogs.showError("Cannot open the record", error.getMessage() == null
                ? error.getClass().getSimpleName() : error.getMessage()));
    }

    /**
     * Empties the view while a record loads: the digest in the header must never stand above
     * another record's content.
     */
    private void clear() {
        loaded.set(false);
        recordSha256.set("");
        title.set("Opening record…");
        status.set("");
        notice.set("");
        blockedReasons.clear();
        provenance.clear();
        duplicates.clear();
        upstream.clear();
        fields.clear();
        results.clear();
        eventSummary.clear();
        claims.clear();
        candidates.clear();
        findings.clear();
        chart.clear();
        source.clear();
        verdicts.close();
    }

    private LoadedRecord read(String digest) {
        ShadowRun run = workflow.run(digest).orElseThrow(() ->
                new IllegalStateException("no record " + digest + " in this store"));
        List<RacePollPoint> polls = run.poll().flatMap(PollOutput::raceId).map(race -> workflow.racePolls(race,
                Optional.of(run))).orElse(List.of());
        return new LoadedRecord(run, polls, duplicateLines.forRecord(run.recordSha256()));
    }

    private void show(LoadedRecord record) {
        ShadowRun run = record.run();
        task.set(run.task().wireName());
        title.set(RecordRows.title(run));
        recordSha256.set(run.recordSha256());
        blockedReasons.setAll(run.blockedReasons().stream().map(r -> r.replace('_', ' ')).toList());
        blocked.set(run.isBlocked());
        status.set(run.status());
        notice.set("");
        provenance.setAll(RecordRows.provenance(run));
        duplicates.setAll(record.duplicates());
        upstream.setAll(RecordRows.upstream(run));
        fields.setAll(run.poll().map(p -> RecordRows.pollFields(run, p))
                .or(() -> run.event().map(e -> RecordRows.eventFields(run, e))).orElse(List.of()));
        results.setAll(run.poll().map(p -> RecordRows.results(run, p)).orElse(List.of()));
        eventSummary.setAll(run.event().map(RecordRows::eventSummary).orElse(List.of()));
        claims.setAll(run.commentary().map(c -> RecordRows.claims(run, c)).orElse(List.of()));
        candidates.setAll(run.discover().map(RecordRows::candidates).orElse(List.of()));
        findings.setAll(RecordRows.findings(run));
        chart.setAll(chartPoints(run, record.racePolls()));
        source.show(run, run.poll().map(PollOutput::sourceId).or(() -> run.event().map(EventOutput::sourceId)));
        if (!run.isBlocked()) {
            verdicts.open(run.recordSha256(), judgeable());
        }
        loaded.set(true);
        if (run.isBlocked() && !findings.isEmpty()) {
            // A blocked run is read for why it was blocked: show the offending blocks at once.
            selectAll(findings);
        }
    }

    /** Loads the record-reading code in the background while the editor looks at the queue. */
    public void prepare() {
        runner.run(progress -> {
            workflow.warmUp();
            return Boolean.TRUE;
        }, done -> { }, error -> {
            // Nothing to show yet: the same failure is reported when the editor opens a record.
        });
    }

    /** Highlights exactly the blocks {@code item} cites and marks its numbers in them. */
    public void select(Citing item) {
        if (item instanceof Judged) {
            verdicts.focus(((Judged) item).item().path());
        }
        selectChips(item.chips(), item.numbers());
    }

    private List<VerdictItem> judgeable() {
        List<VerdictItem> items = new ArrayList<>();
        fields.forEach(f -> items.add(f.item()));
        results.forEach(r -> items.add(r.item()));
        claims.forEach(c -> items.add(c.item()));
        return items;
    }

    private void showPickedEvidence() {
        SourceOption shown = source.shownProperty().get();
        if (!verdicts.editor().editingProperty().get() || shown == null) {
            return;
        }
        notice.set("");
        source.highlight(shown.sourceId(), new LinkedHashSet<>(verdicts.editor().evidence()), List.of());
    }

    /** Highlights one cited block, marking the numbers of the row it belongs to. */
    public void selectChip(Citing owner, EvidenceChip chip) {
        selectChips(List.of(chip), owner.numbers());
    }

    /**
     * Highlights what a check's detail names: blocks of the shown source by id, and the blocks
     * cited by the fields it names. Says so when it names neither.
     */
    public void highlightNamed(Set<String> blockIds, Set<String> fieldNames) {
        List<EvidenceChip> chips = new ArrayList<>();
        List<BigDecimal> marked = new ArrayList<>();
        for (FieldRow field : fields) {
            if (fieldNames.contains(field.name())) {
                chips.addAll(field.chips());
                marked.addAll(field.numbers());
            }
        }
        Optional<String> shown = Optional.ofNullable(source.shownProperty().get()).map(SourceOption::sourceId);
        if (shown.isPresent()) {
            blockIds.forEach(id -> chips.add(new EvidenceChip(shown.get(), id, false)));
        }
        if (chips.isEmpty()) {
            notice.set("This check names no block or field to show.");
            source.clearHighlight();
            return;
        }
        selectChips(chips, marked);
    }

    public void clearSelection() {
        notice.set("");
        source.clearHighlight();
    }

    private void selectAll(List<? extends Citing> items) {
        List<EvidenceChip> chips = new ArrayList<>();
        items.forEach(i -> chips.addAll(i.chips()));
        selectChips(chips, List.of());
    }

    private void selectChips(List<EvidenceChip> chips, List<BigDecimal> numbers) {
        List<String> broken = new ArrayList<>();
        Optional<String> sourceId = Optional.empty();
        Set<String> ids = new LinkedHashSet<>();
        for (EvidenceChip chip : chips) {
            if (chip.broken()) {
                broken.add(chip.blockId() + " in " + chip.sourceId());
                continue;
            }
            // Highlights live in one source at a time: the first cited source is the one shown.
            if (sourceId.isEmpty()) {
                sourceId = Optional.of(chip.sourceId());
            }
            if (sourceId.get().equals(chip.sourceId())) {
                ids.add(chip.blockId());
            }
        }
        if (!broken.isEmpty()) {
            notice.set("Broken citation: " + String.join(", ", broken) + " does not exist in the source.");
        } else if (chips.isEmpty()) {
            notice.set("This cites no source block.");
        } else {
            notice.set("");
        }
        if (sourceId.isPresent()) {
            source.highlight(sourceId.get(), ids, numbers);
        } else {
            source.clearHighlight();
        }
    }

    private static List<ChartPoint> chartPoints(ShadowRun run, List<RacePollPoint> polls) {
        List<ChartPoint> points = new ArrayList<>();
        List<String> candidates = run.poll().map(p -> p.results().stream().map(r -> r.candidate().strip()).toList())
                .orElse(List.of());
        for (RacePollPoint poll : polls) {
            Optional<LocalDate> date = date(poll.fieldEnd());
            if (date.isEmpty()) {
                continue;
            }
            boolean current = poll.recordSha256().equals(run.recordSha256());
            poll.pctByCandidate().forEach((candidate, pct) -> {
                if (candidates.contains(candidate)) {
                    points.add(new ChartPoint(candidate, date.get(), pct, current));
                }
            });
        }
        return points;
    }

    private static Optional<LocalDate> date(String text) {
        try {
            return Optional.of(LocalDate.parse(text));
        } catch (DateTimeParseException e) {
            // A malformed date is a check's business; the chart just leaves that poll out.
            return Optional.empty();
        }
    }

    public SourceBlocksModel source() {
        return source;
    }

    /** The field verdicts being drafted on this record. */
    public VerdictsViewModel verdicts() {
        return verdicts;
    }

    public ReadOnlyBooleanProperty loadedProperty() {
        return loaded.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty taskProperty() {
        return task.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty recordSha256Property() {
        return recordSha256.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty blockedProperty() {
        return blocked.getReadOnlyProperty();
    }

    /** Why upstream blocked the run, in words ("injection detected"); empty for a run it did not block. */
    public ObservableList<String> blockedReasons() {
        return blockedReasonsView;
    }

    /** A line about the current selection, such as a broken citation. */
    /** Who else is reviewing this record now ("kim.lee is reviewing · since 09:12"), told by the desk's claims. */
    public javafx.beans.property.StringProperty reviewingLineProperty() {
        return reviewingLine;
    }

    /** The record's standing decisions when they disagree, told by its decision history; empty otherwise. */
    public javafx.beans.property.StringProperty conflictLineProperty() {
        return conflictLine;
    }

    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    public ObservableList<LabelledValue> provenance() {
        return provenanceView;
    }

    /** The duplicate suggestions naming this record, each with the other record and the pair's decision. */
    public ObservableList<String> duplicates() {
        return duplicatesView;
    }

    public ObservableList<String> upstream() {
        return upstreamView;
    }

    public ObservableList<FieldRow> fields() {
        return fieldsView;
    }

    public ObservableList<ResultRow> results() {
        return resultsView;
    }

    public ObservableList<LabelledValue> eventSummary() {
        return eventSummaryView;
    }

    public ObservableList<ClaimRow> claims() {
        return claimsView;
    }

    public ObservableList<CandidateRow> candidates() {
        return candidatesView;
    }

    public ObservableList<FindingRow> findings() {
        return findingsView;
    }

    public ObservableList<ChartPoint> chart() {
        return chartView;
    }
}
