package org.copydesk.app.workflow.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.model.checks.duplicates.DuplicateKind;
import org.copydesk.model.checks.duplicates.DuplicateSuggestion;
import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DuplicatesWorkflowTest {

    @TempDir
    Path dir;

    @Test
    void aRecordsSuggestionsAreTheStoreWideOnesNamingIt() {
        try (EvidenceStore store = DeskFixtures.demoStore(dir)) {
            DuplicatesWorkflow duplicates = new DuplicatesWorkflow(store);
            List<DuplicateSuggestion> all = duplicates.suggestions();
            assertTrue(all.stream().anyMatch(s -> s.kind() == DuplicateKind.EXACT_DOCUMENT)
                    && all.stream().anyMatch(s -> s.kind() == DuplicateKind.PROBABLE_SAME_SAMPLE),
                    "the demo corpus has both kinds of suggestion: " + all);
            int named = 0;
            for (String id : store.runs().allIds()) {
                List<DuplicateSuggestion> expected = all.stream().filter(s -> s.recordSha256s().contains(id)).toList();
                assertEquals(expected, duplicates.forRecord(id), id);
                named += expected.isEmpty() ? 0 : 1;
            }
            assertTrue(named >= 4, "records with suggestions: " + named);
        }
    }
}
