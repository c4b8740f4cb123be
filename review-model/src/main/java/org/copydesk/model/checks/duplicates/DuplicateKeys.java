package org.copydesk.model.checks.duplicates;

import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.run.Task;
import org.copydesk.model.snapshot.SourceSnapshot;

/**
 * The lightweight keys of one run that duplicate detection groups by, so a store can keep
 * them per run and never load whole runs to compare them. {@code task} is there because only
 * runs of one task are exact-document duplicates (CHECKS.md, Duplicates).
 */
public record DuplicateKeys(String recordSha256, Task task, Set<String> documentSha256s, Optional<SampleKey> sample) {

    public DuplicateKeys {
        documentSha256s = Set.copyOf(documentSha256s);
    }

    /** Keys of a run, under its stated record digest (the identity the store files it under). */
    public static DuplicateKeys of(ShadowRun run) {
        Set<String> documents = new TreeSet<>();
        for (SourceSnapshot snapshot : run.sources()) {
            documents.add(snapshot.documentSha256());
        }
        return new DuplicateKeys(run.recordSha256(), run.task(), documents, run.poll().flatMap(SampleKey::of));
    }
}
