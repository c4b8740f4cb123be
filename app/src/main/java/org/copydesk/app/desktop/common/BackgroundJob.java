package org.copydesk.app.desktop.common;

/** Work a view model hands to a background thread; it reports progress and looks for cancellation. */
@FunctionalInterface
public interface BackgroundJob<T> {

    T call(JobProgress progress) throws Exception;
}
