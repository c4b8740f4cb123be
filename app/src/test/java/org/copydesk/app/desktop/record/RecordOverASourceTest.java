package org.copydesk.app.desktop.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.SharedVectors;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.workflow.RacePollPoint;
import org.copydesk.model.json.Json;
import org.copydesk.model.run.ShadowRun;
import org.junit.jupiter.api.Test;

/** The record page over a source holding one vector poll run in memory: no store. */
class RecordOverASourceTest {

    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final List<String> asked = new ArrayList<>();

    private RecordViewModel record(Optional<ShadowRun> held) {
        RecordSource source = new RecordSource() {
            @Override
            public Optional<ShadowRun> run(String recordSha256) {
                asked.add("run " + recordSha256);
                return held.filter(run -> run.recordSha256().equals(recordSha256));
            }

            @Override
            public List<RacePollPoint> racePolls(String raceId, Optional<ShadowRun> shown) {
                asked.add("polls " + raceId + (shown.isPresent() ? " (shown given)" : ""));
                return List.of();
            }

            @Override
            public void warmUp() {
                asked.add("warm up");
            }
        };
        return new RecordViewModel(source, new SameThreadTaskRunner(), dialogs);
    }

    private static ShadowRun vectorPoll() throws IOException {
        return ShadowRun.from(Json.parse(Files.readAllBytes(SharedVectors.bundle().resolve("runs")
                .resolve(DeskFixtures.VECTOR_POLL + ".json"))));
    }

    @Test
    void aStoredRunIsShownWithItsRacePollsAskedOnce() throws IOException {
        ShadowRun poll = vectorPoll();
        RecordViewModel record = record(Optional.of(poll));

        record.load(DeskFixtures.VECTOR_POLL);

        assertEquals(DeskFixtures.VECTOR_POLL, record.recordSha256Property().get());
        assertEquals("poll", record.taskProperty().get());
        assertEquals(RecordRows.title(poll), record.titleProperty().get());
        assertEquals(List.of(), dialogs.errors());
        assertEquals("run " + DeskFixtures.VECTOR_POLL, asked.get(0));
        // The run shown is handed to the race's polls, so that it is not read a second time.
        assertEquals(poll.poll().flatMap(p -> p.raceId()).map(race -> List.of("polls " + race + " (shown given)"))
                .orElse(List.of()), asked.subList(1, asked.size()));
    }

    @Test
    void aDigestTheStoreDoesNotHoldIsOneClearLineAndNothingShown() {
        RecordViewModel record = record(Optional.empty());

        record.load("ee".repeat(32));

        assertEquals(List.of("Cannot open the record: no record " + "ee".repeat(32) + " in this store"),
                dialogs.errors());
        assertEquals("", record.recordSha256Property().get());
    }

    @Test
    void preparingWarmsTheSourceUpAndShowsNothing() {
        RecordViewModel record = record(Optional.empty());

        record.prepare();

        assertEquals(List.of("warm up"), asked);
        assertEquals(List.of(), dialogs.errors());
    }
}
