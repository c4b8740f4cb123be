package org.copydesk.app.desktop.takes;

import org.copydesk.model.checks.release.ReleaseReport;

/** What a release-tree change wrote, in a sentence, and the gate run on the tree afterwards. */
public record ReleaseOutcome(String wrote, ReleaseReport gate) {
}
