package org.copydesk.app.desktop.takes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.TakeFixtures;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.workflow.release.BindingStatus;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TakesViewModelTest {

    @TempDir
    Path dir;

    private EvidenceStore store;
    private TakeFixtures takes;
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private TakesViewModel list;

    @BeforeEach
    void open() {
        store = SqliteEvidenceStore.open(dir.resolve("desk.db"), DeskFixtures.CLOCK);
        takes = TakeFixtures.imported(store, dir);
        list = new TakesViewModel(takeWorkflows(new AppRoot(store, DeskFixtures.CLOCK, Runnable::run)),
                new ReleaseChoice(dialogs), new SameThreadTaskRunner(), dialogs);
    }

    @AfterEach
    void close() {
        store.close();
    }

    private TakeRow row(String id) {
        return list.rows().stream().filter(r -> r.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void everyStoredTakeIsListedWithItsSchemaBindingAndScreens() {
        list.refresh();
        assertEquals(BindingStatus.BOUND, row(takes.currentId()).binding());
        assertEquals(BindingStatus.STALE, row(takes.staleId()).binding());
        assertEquals("analyst-take.v3", row(takes.currentId()).schema());
        assertTrue(row(takes.currentId()).screens().endsWith("· 0 failed"), row(takes.currentId()).screens());
        assertTrue(row(takes.screenedId()).screens().contains("take.no_certainty"), row(takes.screenedId()).screens());
        TakeRow fallback = list.rows().stream().filter(r -> !r.briefing()).findFirst().orElseThrow();
        assertEquals("analyst-take.v2", fallback.schema());
        assertEquals("none apply (prose-free fallback)", fallback.screens());
        assertEquals(list.rows().size() + " takes · 3 AI-written · 1 stale", list.summaryProperty().get());
    }

    @Test
    void choosingAReleaseTreeJudgesBindingAgainstItFromThenOn() throws IOException {
        Path release = takes.copyRelease(dir.resolve("site"));
        Path forecast = release.resolve("forecasts/" + TakeFixtures.RACE + "/forecast.json");
        Files.writeString(forecast, Files.readString(forecast).replace("fc-2026-10-16-01", "fc-2026-10-23-01"));
        dialogs.answeringRelease(release);
        list.refresh();
        assertEquals(BindingStatus.BOUND, row(takes.currentId()).binding());
        list.chooseRelease();
        assertEquals(BindingStatus.STALE, row(takes.currentId()).binding());
        assertEquals("Release tree: " + release.toAbsolutePath().normalize(), list.releaseLineProperty().get());
    }

    @Test
    void aFolderThatIsNotAReleaseTreeIsReportedInOneLine() {
        dialogs.answeringRelease(dir.resolve("nowhere"));
        list.chooseRelease();
        assertEquals(1, dialogs.errors().size());
        assertTrue(dialogs.errors().get(0).endsWith("nowhere: not a release directory"), dialogs.errors().get(0));
    }

    @Test
    void openingAFallbackSaysThereIsNothingMoreToOpen() {
        list.refresh();
        TakeRow fallback = list.rows().stream().filter(r -> !r.briefing()).findFirst().orElseThrow();
        list.explainFallback(fallback);
        assertEquals(List.of("Nothing more to open: " + fallback.raceId()
                + " · analyst-take.v2 is a prose-free fallback (current): no briefing, no screens, nothing to authorize."),
                dialogs.notices());
    }

    private static TakeWorkflows takeWorkflows(AppRoot root) {
        return new ServiceTakeWorkflows(root.takes(), root.promote(), root.fallback(), root.verify(),
                root.decisionStates());
    }
}
