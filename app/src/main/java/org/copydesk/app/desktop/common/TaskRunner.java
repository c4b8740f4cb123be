package org.copydesk.app.desktop.common;

import java.util.function.Consumer;

/**
 * How view models run work off the FX thread. Handlers run on the FX thread in the window and
 * inline under test, so a view model never needs a toolkit to be tested.
 */
public interface TaskRunner {

    <T> RunningJob run(BackgroundJob<T> job, Consumer<? super T> onSuccess, Consumer<Throwable> onFailure);
}
