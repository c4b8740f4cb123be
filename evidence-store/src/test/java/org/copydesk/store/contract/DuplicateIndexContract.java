package org.copydesk.store.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;

import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.Test;

public abstract class DuplicateIndexContract extends StoreContract {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-10-20T08:00:00Z"), ZoneOffset.UTC);


    @Test
    void groupsRunsCitingTheSameDocument() throws IOException {
        try (EvidenceStore store = stores().open("store", CLOCK)) {
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
