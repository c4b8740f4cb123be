package org.copydesk.store.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

import org.copydesk.store.EvidenceStore;
import org.copydesk.store.PutResult;
import org.copydesk.store.StoredDocument;
import org.junit.jupiter.api.Test;

public abstract class DocumentRepositoryContract extends StoreContract {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-10-20T08:00:00Z"), ZoneOffset.UTC);


    private static StoredDocument forecast(String id) {
        return new StoredDocument("forecast_artifact", id, "forecast-artifact.v1", Optional.of("release/f.json"),
                Optional.of("xx"), id.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void listsTheMostRecentlyStoredFirstAndReimportDoesNotMoveIt() {
        try (EvidenceStore store = stores().open("s", CLOCK)) {
            store.documents().put(forecast("bbbb"));
            store.documents().put(forecast("aaaa"));
            assertEquals(PutResult.UNCHANGED, store.documents().put(forecast("bbbb")));
            assertEquals(List.of("aaaa", "bbbb"),
                    store.documents().newestFirst("forecast_artifact").stream().map(StoredDocument::idSha256).toList());
        }
    }
}
