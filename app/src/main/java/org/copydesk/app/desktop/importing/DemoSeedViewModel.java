package org.copydesk.app.desktop.importing;

import java.util.function.Consumer;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;

import org.copydesk.app.desktop.common.DialogService;
import org.copydesk.app.desktop.common.RunningJob;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.workflow.ImportProgress;

/**
 * A first launch fills the new demo store in the background, after the window is on screen: a bar
 * says "Preparing the demo store…" with how far the import got until the seed is in (or failed,
 * with the reason shown); the queue shows the seed's runs as their batches commit.
 */
public final class DemoSeedViewModel {

    public static final String PREPARING = "Preparing the demo store…";

    private final TaskRunner runner;
    private final DialogService dialogs;
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(-1);

    public DemoSeedViewModel(TaskRunner runner, DialogService dialogs) {
        this.runner = runner;
        this.dialogs = dialogs;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** 0–1, or −1 while the number of files is not yet known. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** Runs {@code seed} in the background; {@code then} runs on the FX thread once it is in or has failed. */
    public void seed(Consumer<ImportProgress> seed, Runnable then) {
        running.set(true);
        RunningJob job = runner.run(jobProgress -> {
            seed.accept((done, total, path) -> jobProgress.update(done, total, PREPARING));
            return Boolean.TRUE;
        }, done -> finish(then), error -> {
            finish(then);
            dialogs.showError("The demo store could not be prepared",
                    error.getMessage() == null ? error.getClass().getSimpleName() : error.getMessage());
        });
        // A same-thread runner (tests) has already finished here; only a job still running is bound.
        if (running.get()) {
            progress.bind(job.progressProperty());
        }
    }

    private void finish(Runnable then) {
        progress.unbind();
        progress.set(1);
        running.set(false);
        then.run();
    }
}
