package org.copydesk.app.desktop.live;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;

import org.copydesk.store.ChangeKind;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.StoreChange;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The window's feed: its opening poll says everything changed, since its marks start only then. */
class StoreFeedTest {

    @TempDir
    Path dir;

    @Test
    void theOpeningPollTellsEveryKindSoWritesBeforeItAreReadThenNothingUntilTheNextWrite() throws Exception {
        try (EvidenceStore store = SqliteEvidenceStore.open(dir.resolve("desk.db"), java.time.Clock.systemUTC());
             StoreFeed feed = new StoreFeed(store)) {
            List<StoreChange> first = feed.get();
            assertEquals(EnumSet.allOf(ChangeKind.class),
                    EnumSet.copyOf(first.stream().map(StoreChange::kind).toList()));
            assertEquals(List.of(), feed.get(), "nothing written since the feed opened");
        }
    }
}
