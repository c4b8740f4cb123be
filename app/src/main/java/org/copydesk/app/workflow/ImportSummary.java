package org.copydesk.app.workflow;

import java.util.List;

import org.copydesk.importers.bundle.Refusal;

/** What an import did: documents newly stored, documents already there, and files refused with reasons. */
public record ImportSummary(int imported, int unchanged, List<Refusal> rejected, boolean cancelled) {
}
