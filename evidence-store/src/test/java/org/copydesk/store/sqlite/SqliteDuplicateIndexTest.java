package org.copydesk.store.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SqliteDuplicateIndexTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-10-20T08:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path dir;

    @Test
    void groupsRunsCitingTheSameDocument() throws IOException {
        try (SqliteEvidenceStore store = SqliteEvidenceStore.open(dir.resolve("store.db"), CLOCK)) {
            TestVectors.importRuns(store);
            Map<String, List<String>> shared = store.duplicates().sharedDocuments();
            assertEquals(1, shared.size(), "poll and commentary share the article");
            List<String> members = shared.values().iterator().next();
            assertEquals(2, members.size());
            for (String member : members) {
                assertEquals(shared, store.duplicates().sharedDocumentsOf(member));
            }
            String alone = store.runs().allIds().stream().filter(id -> !members.contains(id)).findFirst().orElseThrow();
            assertTrue(store.duplicates().sharedDocumentsOf(alone).isEmpty());
        }
    }
}
