package org.copydesk.store.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import org.copydesk.store.RacePoll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SqliteRacePollIndexTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-10-20T08:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path dir;

    @Test
    void listsARacesPollsByFieldEndDateForItsChart() throws IOException {
        try (SqliteEvidenceStore store = SqliteEvidenceStore.open(dir.resolve("store.db"), CLOCK)) {
            TestVectors.importRuns(store);
            List<RacePoll> polls = store.racePolls().polls("xx-gov-2026", 50);
            assertEquals(1, polls.size(), "the blocked poll has no output, hence no race or field dates");
            assertEquals("2026-10-05", polls.get(0).fieldEnd());
            assertEquals(0, store.racePolls().polls("no-such-race", 50).size());
        }
    }
}
