package org.copydesk.app.desktop.duplicates;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.copydesk.app.desktop.common.DialogService;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.desktop.record.EvidenceChip;
import org.copydesk.model.checks.duplicates.DuplicateKind;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.Block;

/**
 * Two records of a suggested pair side by side, and the reviewer's decision on the pair. The
 * decision is signed on both record digests; it changes neither record.
 */
public final class ComparisonViewModel {

    public static final String SAME_SAMPLE = "same_sample";
    public static final String RELATED_RELEASE = "related_release";
    public static final String DISTINCT = "distinct";

    private final PairSource source;
    private final PairDecider decider;
    private final TaskRunner runner;
    private final DialogService dialogs;
    private final Runnable decided;

    private final ReadOnlyObjectWrapper<Optional<PairEntry>> entry = new ReadOnlyObjectWrapper<>(Optional.empty());
    private final ReadOnlyBooleanWrapper loaded = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper heading = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper rule = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper decision = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper banner = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper leftEvidence = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper rightEvidence = new ReadOnlyStringWrapper("");
    private final ObservableList<ComparedField> fields = FXCollections.observableArrayList();
    private final ObservableList<ComparedField> fieldsView = FXCollections.unmodifiableObservableList(fields);
    private final ObservableList<ComparedResult> results = FXCollections.observableArrayList();
    private final ObservableList<ComparedResult> resultsView = FXCollections.unmodifiableObservableList(results);
    private final ReadOnlyObjectWrapper<QuestionDiff> question =
            new ReadOnlyObjectWrapper<>(new QuestionDiff(List.of(), List.of()));
    private final ObservableList<String> sources = FXCollections.observableArrayList();
    private final ObservableList<String> sourcesView = FXCollections.unmodifiableObservableList(sources);
    private Optional<LoadedPair> pair = Optional.empty();
    private long generation;

    public ComparisonViewModel(PairSource source, PairDecider decider, TaskRunner runner, DialogService dialogs,
                               Runnable decided) {
        this.source = source;
        this.decider = decider;
        this.runner = runner;
        this.dialogs = dialogs;
        this.decided = decided;
    }

    public void load(PairEntry chosen) {
        long asked = ++generation;
        clear();
        entry.set(Optional.of(chosen));
        heading.set(chosen.kindLabel());
        rule.set("matched on " + chosen.rule() + "  ·  " + chosen.suggestion().detail());
        decision.set(chosen.decisionLabel());
        runner.run(progress -> read(chosen), loadedPair -> {
            if (asked == generation) {
                show(chosen, loadedPair);
            }
        }, error -> dialogs.showError("Cannot compare the pair", message(error)));
    }

    private void clear() {
        loaded.set(false);
        pair = Optional.empty();
        banner.set("");
        leftEvidence.set("");
        rightEvidence.set("");
        fields.clear();
        results.clear();
        sources.clear();
        question.set(new QuestionDiff(List.of(), List.of()));
    }

    private LoadedPair read(PairEntry chosen) {
        ShadowRun left = run(chosen.left().recordSha256());
        ShadowRun right = run(chosen.right().recordSha256());
        return new LoadedPair(left, right, Comparer.compare(left, right));
    }

    private ShadowRun run(String sha) {
        return source.run(sha).orElseThrow(() -> new IllegalStateException("no record " + sha + " in this store"));
    }

    private void show(PairEntry chosen, LoadedPair loadedPair) {
        pair = Optional.of(loadedPair);
        PairComparison comparison = loadedPair.comparison();
        fields.setAll(comparison.fields());
        results.setAll(comparison.results());
        question.set(comparison.question());
        if (chosen.suggestion().kind() == DuplicateKind.EXACT_DOCUMENT) {
            banner.set(comparison.identicalDocuments()
                    ? "Identical documents: both records were extracted from byte-for-byte the same text."
                    : "Shared document: " + chosen.suggestion().detail());
            comparison.leftSources().forEach(line -> sources.add("Left   " + line.display()));
            comparison.rightSources().forEach(line -> sources.add("Right  " + line.display()));
        }
        loaded.set(true);
    }

    /** Shows the blocks a row cites on one side, or says that it cites none or cites blocks that do not exist. */
    public void showEvidence(Side side, ComparedRow row) {
        ReadOnlyStringWrapper target = side == Side.LEFT ? leftEvidence : rightEvidence;
        if (pair.isEmpty()) {
            return;
        }
        ShadowRun run = side == Side.LEFT ? pair.get().left() : pair.get().right();
        List<EvidenceChip> chips = row.chips(side);
        if (chips.isEmpty()) {
            target.set(row.label() + " cites no source block on this side.");
            return;
        }
        List<String> lines = new ArrayList<>();
        for (EvidenceChip chip : chips) {
            Optional<Block> block = run.source(chip.sourceId()).flatMap(s -> s.block(chip.blockId()));
            lines.add(block.map(b -> chip.blockId() + "  " + b.text())
                    .orElse(chip.blockId() + "  does not exist in " + chip.sourceId() + " (broken citation)"));
        }
        target.set(row.label() + " cites:\n" + String.join("\n", lines));
    }

    /** Asks for a rationale and signs {@code choice} on the pair; the pair is read again once it is stored. */
    public void decide(String choice) {
        Optional<PairEntry> current = entry.get();
        if (current.isEmpty()) {
            return;
        }
        decider.decide(current.get().pair(), choice, () -> reread(current.get()));
    }

    private void reread(PairEntry decidedEntry) {
        runner.run(progress -> source.pairs().stream().filter(e -> e.pair().equals(decidedEntry.pair())).findFirst(),
                fresh -> {
                    fresh.ifPresent(e -> {
                        entry.set(Optional.of(e));
                        decision.set(e.decisionLabel());
                    });
                    decided.run();
                }, error -> dialogs.showError("Cannot read the decision back", message(error)));
    }

    private static String message(Throwable error) {
        return error.getMessage() == null ? error.getClass().getSimpleName() : error.getMessage();
    }

    public ReadOnlyObjectProperty<Optional<PairEntry>> entryProperty() {
        return entry.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty loadedProperty() {
        return loaded.getReadOnlyProperty();
    }

    /** The suggestion's kind: "probable same sample". */
    public ReadOnlyStringProperty headingProperty() {
        return heading.getReadOnlyProperty();
    }

    /** The rule that fired: "matched on pollster, sponsor, … · same pollster, …". */
    public ReadOnlyStringProperty ruleProperty() {
        return rule.getReadOnlyProperty();
    }

    /** The pair's latest valid decision, or "pending". */
    public ReadOnlyStringProperty decisionProperty() {
        return decision.getReadOnlyProperty();
    }

    /** Empty unless the pair shares its document. */
    public ReadOnlyStringProperty bannerProperty() {
        return banner.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty evidenceProperty(Side side) {
        return (side == Side.LEFT ? leftEvidence : rightEvidence).getReadOnlyProperty();
    }

    public ObservableList<ComparedField> fields() {
        return fieldsView;
    }

    public ObservableList<ComparedResult> results() {
        return resultsView;
    }

    public ReadOnlyObjectProperty<QuestionDiff> questionProperty() {
        return question.getReadOnlyProperty();
    }

    /** Both sides' URL, publisher and retrieval time, for the shared-document banner. */
    public ObservableList<String> sources() {
        return sourcesView;
    }
}
