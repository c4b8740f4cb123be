package org.copydesk.app.desktop.record;

import java.util.ArrayList;
import java.util.List;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.workflow.Derivation;
import org.copydesk.app.workflow.DerivationState;
import org.copydesk.app.workflow.DerivedSource;

/**
 * "Extract from original" (Ctrl+Shift+X): derives snapshots of the open run's raw bytes in the
 * background and offers them in the source selector beside upstream's. Derived snapshots
 * already stored are offered as soon as the record opens. The outcome is one line, refusals
 * included.
 */
public final class ExtractionViewModel {

    private final Extractions originals;
    private final TaskRunner runner;
    private final RecordViewModel record;
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper line = new ReadOnlyStringWrapper("");
    private long generation;

    public ExtractionViewModel(Extractions originals, TaskRunner runner, RecordViewModel record) {
        this.originals = originals;
        this.runner = runner;
        this.record = record;
        record.loadedProperty().addListener((obs, old, loaded) -> {
            if (loaded) {
                offerStored();
            } else {
                generation++;
                running.set(false);
                line.set("");
            }
        });
    }

    private void offerStored() {
        String sha = record.recordSha256Property().get();
        long asked = ++generation;
        runner.run(progress -> originals.derivedFor(sha), found -> {
            if (asked == generation && !found.isEmpty()) {
                record.source().addDerived(found);
            }
        }, error -> {
            if (asked == generation) {
                line.set("Cannot read derived snapshots: " + message(error));
            }
        });
    }

    /** Derives what is not derived yet, then shows the first derived snapshot beside upstream's. */
    public void extract() {
        String sha = record.recordSha256Property().get();
        if (sha.isEmpty() || running.get() || !record.loadedProperty().get()) {
            return;
        }
        long asked = ++generation;
        running.set(true);
        line.set("Extracting from the original bytes…");
        runner.run(progress -> {
            progress.update(0, 2, "Extracting from the original bytes…");
            List<Derivation> outcomes = originals.derive(sha);
            progress.update(1, 2, "Comparing with upstream's blocks…");
            return new Extracted(outcomes, originals.derivedFor(sha));
        }, done -> {
            if (asked != generation) {
                return;
            }
            running.set(false);
            line.set(summary(done.outcomes()));
            record.source().addDerived(done.found());
            done.found().stream().findFirst().ifPresent(d -> record.source().showDerived(d.upstream().sourceId()));
        }, error -> {
            if (asked == generation) {
                running.set(false);
                line.set("Cannot extract: " + message(error));
            }
        });
    }

    /** One line for all of the run's snapshots, e.g. "src-0007: 6 blocks extracted". */
    static String summary(List<Derivation> outcomes) {
        if (outcomes.isEmpty()) {
            return "This run carries no source snapshot to extract.";
        }
        List<String> parts = new ArrayList<>();
        for (Derivation d : outcomes) {
            String prefix = d.sourceId() + ": ";
            parts.add(d.state() == DerivationState.REFUSED ? prefix + "refused — " + d.detail() : prefix + d.detail());
        }
        return String.join("; ", parts);
    }

    private static String message(Throwable error) {
        String text = error.getMessage() == null ? error.getClass().getSimpleName() : error.getMessage();
        return text.lines().findFirst().orElse(text);
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** What the last extraction did, or why it was refused; one line. */
    public ReadOnlyStringProperty lineProperty() {
        return line.getReadOnlyProperty();
    }

    private record Extracted(List<Derivation> outcomes, List<DerivedSource> found) {
    }
}
