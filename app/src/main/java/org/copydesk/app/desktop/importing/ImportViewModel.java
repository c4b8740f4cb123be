package org.copydesk.app.desktop.importing;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import org.copydesk.app.desktop.common.DialogService;
import org.copydesk.app.desktop.common.RunningJob;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.desktop.connection.ConnectionViewModel;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.ImportSummary;
import org.copydesk.store.jdbc.Database;

/**
 * Imports files, folders and zips in the background with progress (files done, left, time left) and
 * cancel, then says what happened in words (imported, unchanged, refused with reasons; what a cancelled
 * import kept; what a bundle with nothing importable held) and lets the queue read itself again.
 */
public final class ImportViewModel {

    private final Importer workflow;
    private final TaskRunner runner;
    private final DialogService dialogs;
    private final Runnable afterImport;
    private final Clock clock;

    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper storeDown = new ReadOnlyBooleanWrapper();
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private Optional<RunningJob> job = Optional.empty();

    public ImportViewModel(Importer workflow, TaskRunner runner, DialogService dialogs, Runnable afterImport,
                           Clock clock) {
        this.workflow = workflow;
        this.runner = runner;
        this.dialogs = dialogs;
        this.afterImport = afterImport;
        this.clock = clock;
    }

    /** Imports wait while the store does not answer: the menu's commands are disabled, a drop is refused. */
    public void watchStore(ReadOnlyBooleanProperty available) {
        storeDown.bind(available.not());
    }

    /** True while an import runs or the store does not answer: no other import can start. */
    public javafx.beans.binding.BooleanBinding blockedProperty() {
        return running.or(storeDown);
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** 0–1, or −1 while the number of files is not yet known. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public void chooseFiles() {
        dialogs.chooseImportFiles().ifPresent(this::importPaths);
    }

    public void chooseFolder() {
        dialogs.chooseImportFolder().ifPresent(folder -> importPaths(List.of(folder)));
    }

    public void importPaths(List<Path> paths) {
        if (paths.isEmpty()) {
            return;
        }
        if (storeDown.get()) {
            dialogs.showError("The store is not answering", "Cannot import now: " + ConnectionViewModel.NEEDS_STORE
                    + ". Import again once the banner goes.");
            return;
        }
        if (running.get()) {
            dialogs.showError("An import is running", "Wait for it to finish, or cancel it, before starting another.");
            return;
        }
        running.set(true);
        progress.unbind();
        message.unbind();
        ImportPace pace = new ImportPace(clock);
        RunningJob started = runner.run(jobProgress -> workflow.importPaths(List.copyOf(paths), new ImportProgress() {
            // Counts, not the current file: a bundle's raw files are named by their digests, which tell nobody anything.
            @Override
            public void update(long done, long total, String currentPath) {
                jobProgress.update(done, total, pace.line(done, total));
            }

            @Override
            public boolean cancelled() {
                return jobProgress.stopRequested();
            }
        }), this::finished, this::failed);
        // A same-thread runner (tests) has already finished here; only a job still running is kept and bound.
        if (running.get()) {
            job = Optional.of(started);
            progress.bind(started.progressProperty());
            message.bind(started.messageProperty());
        }
    }

    public void cancel() {
        job.ifPresent(RunningJob::cancel);
    }

    private void finished(ImportSummary summary) {
        stop();
        dialogs.notify(ImportOutcome.headline(summary), ImportOutcome.text(summary));
        dialogs.showImportSummary(summary);
        afterImport.run();
    }

    private void failed(Throwable error) {
        stop();
        if (ConnectionViewModel.unreachable(error).isPresent()) {
            dialogs.showError("Import stopped: the store is not answering", Database.firstLine(error.getMessage())
                    + ". Every file is stored whole or not at all, and what the store had not yet committed was "
                    + "not kept. Import the same files again once the store answers: those already stored read "
                    + "unchanged.");
            afterImport.run();
            return;
        }
        dialogs.showError("Import failed", error.getMessage() == null ? error.getClass().getSimpleName() : error.getMessage());
        afterImport.run();
    }

    private void stop() {
        progress.unbind();
        message.unbind();
        progress.set(0);
        message.set("");
        running.set(false);
        job = Optional.empty();
    }
}
