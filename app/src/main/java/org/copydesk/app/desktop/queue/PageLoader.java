package org.copydesk.app.desktop.queue;

import java.util.List;
import java.util.function.Consumer;

/** Reads one page of the queue off the FX thread and hands it back on the FX thread. */
@FunctionalInterface
interface PageLoader {

    void load(int offset, int limit, Consumer<List<MarkedRow>> loaded);
}
