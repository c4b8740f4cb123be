package org.copydesk.app.desktop.verdicts;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.app.workflow.decide.CorrectionTypes;

/**
 * The small editor an incorrect or missed verdict opens: the right value, typed as the field
 * takes it (CorrectionTypes), and the blocks that show it, picked by clicking them in the source.
 * Enter confirms, Escape cancels; a value that cannot stand is said on one line and not kept.
 */
public final class CorrectionEditor {

    private final ReadOnlyBooleanWrapper editing = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper heading = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper("");
    private final StringProperty text = new SimpleStringProperty("");
    private final ObservableList<String> evidence = FXCollections.observableArrayList();
    private final ObservableList<String> evidenceView = FXCollections.unmodifiableObservableList(evidence);
    private VerdictItem item;
    private Verdict verdict = Verdict.INCORRECT;
    private Consumer<VerdictDraft> onConfirmed = draft -> { };

    void open(VerdictItem judged, Verdict kind, String startText, List<String> startEvidence,
              Consumer<VerdictDraft> confirmed) {
        item = judged;
        verdict = kind;
        onConfirmed = confirmed;
        heading.set((kind == Verdict.MISSED ? "Missed: what the source discloses for " : "Incorrect: the right value of ")
                + judged.label() + " (" + CorrectionTypes.expected(judged.path()) + ")");
        text.set(startText);
        evidence.setAll(startEvidence);
        problem.set("");
        editing.set(true);
    }

    /** Adds a clicked block to the evidence, or takes it out when it is already there. */
    public void toggle(String blockId) {
        if (!editing.get()) {
            return;
        }
        if (!evidence.remove(blockId)) {
            evidence.add(blockId);
        }
        problem.set("");
    }

    /** Keeps the correction when it can stand (Enter); otherwise says why on one line. */
    public void confirm() {
        if (!editing.get()) {
            return;
        }
        Optional<String> why = check();
        if (why.isPresent()) {
            problem.set(why.get());
            return;
        }
        JsonNode value = CorrectionTypes.typed(item.path(), text.get());
        editing.set(false);
        onConfirmed.accept(new VerdictDraft(item.path(), verdict, Optional.of(value), List.copyOf(evidence)));
    }

    private Optional<String> check() {
        if (text.get().isBlank()) {
            return Optional.of("Type the right value.");
        }
        JsonNode value = CorrectionTypes.typed(item.path(), text.get());
        Optional<String> typeProblem = CorrectionTypes.problem(item.path(), value);
        if (typeProblem.isPresent()) {
            return Optional.of("Not kept: " + typeProblem.get() + ".");
        }
        if (verdict == Verdict.INCORRECT && VerdictDraft.text(value).equals(item.valueText())) {
            return Optional.of("That is what upstream gave; press Escape, then C if it is correct.");
        }
        if (evidence.isEmpty()) {
            return Optional.of("Pick the blocks that show it: click them in the source.");
        }
        return Optional.empty();
    }

    /** Drops the correction being typed (Escape); the row keeps whatever verdict it had. */
    public void cancel() {
        editing.set(false);
        problem.set("");
    }

    public ReadOnlyBooleanProperty editingProperty() {
        return editing.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty headingProperty() {
        return heading.getReadOnlyProperty();
    }

    /** Why the typed value was not kept; empty when nothing is wrong. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    public StringProperty textProperty() {
        return text;
    }

    /** The blocks picked as evidence, in the order they were clicked. */
    public ObservableList<String> evidence() {
        return evidenceView;
    }
}
