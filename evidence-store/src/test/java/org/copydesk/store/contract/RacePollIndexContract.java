package org.copydesk.store.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import org.copydesk.store.EvidenceStore;
import org.copydesk.store.RacePoll;
import org.junit.jupiter.api.Test;

public abstract class RacePollIndexContract extends StoreContract {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-10-20T08:00:00Z"), ZoneOffset.UTC);


    @Test
    void listsARacesPollsByFieldEndDateForItsChart() throws IOException {
        try (EvidenceStore store = stores().open("store", CLOCK)) {
            TestVectors.importRuns(store);
            List<RacePoll> polls = store.racePolls().polls("xx-gov-2026", 50);
            assertEquals(1, polls.size(), "the blocked poll has no output, hence no race or field dates");
            assertEquals("2026-10-05", polls.get(0).fieldEnd());
            assertEquals(0, store.racePolls().polls("no-such-race", 50).size());
        }
    }
}
