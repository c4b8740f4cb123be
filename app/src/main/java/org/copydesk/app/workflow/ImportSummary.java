package org.copydesk.app.workflow;

import java.util.List;

import org.copydesk.importers.bundle.Refusal;

/**
 * What an import did: documents newly stored, documents already there, and files refused with
 * reasons; and what the paths held, so that an import that stored nothing can say why: how many
 * files were read of how many, raw source files stored beside documents, and files skipped as
 * not part of a bundle (a README, a dotfile).
 */
public record ImportSummary(int imported, int unchanged, List<Refusal> rejected, boolean cancelled,
                            long filesRead, long filesTotal, int rawFiles, List<String> skipped) {

    public ImportSummary {
        rejected = List.copyOf(rejected);
        skipped = List.copyOf(skipped);
    }

    public ImportSummary(int imported, int unchanged, List<Refusal> rejected, boolean cancelled) {
        this(imported, unchanged, rejected, cancelled, 0, 0, 0, List.of());
    }

    /** No run, take, brief or release document was found to import, neither new nor already stored. */
    public boolean nothingImportable() {
        return !cancelled && imported == 0 && unchanged == 0;
    }
}
