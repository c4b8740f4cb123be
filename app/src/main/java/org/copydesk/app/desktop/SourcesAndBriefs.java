package org.copydesk.app.desktop;

import org.copydesk.app.desktop.briefs.BriefViewModel;
import org.copydesk.app.desktop.briefs.BriefsViewModel;
import org.copydesk.app.desktop.original.OriginalViewModel;
import org.copydesk.app.desktop.record.ExtractionViewModel;

/** The view models of derived snapshots and originals in the record view, and of the brief pages. */
public record SourcesAndBriefs(ExtractionViewModel extraction, OriginalViewModel original, BriefsViewModel briefs,
                               BriefViewModel brief) {
}
