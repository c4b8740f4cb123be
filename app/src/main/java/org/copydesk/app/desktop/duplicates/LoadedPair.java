package org.copydesk.app.desktop.duplicates;

import org.copydesk.model.run.ShadowRun;

/** What one background read for the comparison returns. */
record LoadedPair(ShadowRun left, ShadowRun right, PairComparison comparison) {
}
