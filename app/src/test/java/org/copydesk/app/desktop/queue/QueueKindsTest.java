package org.copydesk.app.desktop.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.WorkflowQueueSource;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.workflow.DocumentKinds;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.RecordFilter;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The queue lists every kind of record: runs, analyst takes and research briefs, with a Kind filter. */
class QueueKindsTest {

    @TempDir
    Path dir;

    private EvidenceStore store;
    private QueueViewModel queue;
    private int runs;
    private int takes;
    private int briefs;
    private final List<String> opened = new ArrayList<>();

    @BeforeEach
    void open() {
        store = DeskFixtures.demoStore(dir);
        runs = store.queue().count(RecordFilter.all());
        takes = store.documents().list(DocumentKinds.ANALYST_TAKE).size();
        briefs = store.documents().list(DocumentKinds.RESEARCH_BRIEF).size();
        AppRoot services = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
        QueueMarks marks = new QueueMarks(services.store().checkStates(), services.checks(), services.decisionStates());
        queue = new QueueViewModel(new WorkflowQueueSource(services.queue()), marks, new SameThreadTaskRunner(),
                new RecordingDialogs(), (kind, id) -> opened.add(kind + " " + id));
        queue.refresh();
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void everyKindIsListedAndCounted() {
        assertTrue(takes > 0 && briefs > 0, "the demo corpus has takes and a brief");
        assertEquals(runs + takes + briefs, queue.totalProperty().get());
        assertEquals(runs, count("shadow_run"));
        assertEquals(takes, count("analyst_take"));
        assertEquals(briefs, count("research_brief"));
        // Takes and briefs, few and waiting on owners and editors, lead the list.
        assertEquals("analyst take", queue.rowsProperty().get().get(0).kind());
        assertEquals("shadow run", queue.rowsProperty().get().get(takes + briefs).kind());
    }

    @Test
    void theKindFilterNarrowsToOneKindAndOpensItByKind() {
        queue.filterKind(Optional.of("research_brief"));
        assertEquals(briefs, queue.totalProperty().get());
        QueueItem brief = queue.rowsProperty().get().get(0);
        assertEquals("research brief", brief.kind());
        assertTrue(brief.source().startsWith("Research brief · "), brief.source());
        assertTrue(brief.checkState().contains("pass") || brief.checkState().contains("failed"),
                "a brief is checked when listed: " + brief.checkState());
        queue.open(brief);
        assertEquals(List.of("research_brief " + brief.recordSha256().orElseThrow()), opened);

        queue.filterKind(Optional.of("shadow_run"));
        assertEquals(runs, queue.totalProperty().get());
        assertEquals(briefs, count("research_brief"), "the kind counts ignore the kind filter itself");
    }

    @Test
    void aTaskChoiceLeavesOnlyRunsAndARaceChoiceKeepsThatRacesTakes() {
        queue.filterTask(Optional.of("poll"));
        assertEquals(0, count("analyst_take"), "a take has no task");
        queue.filterTask(Optional.empty());
        String race = store.documents().list(DocumentKinds.ANALYST_TAKE).get(0).raceId().orElseThrow();
        queue.filterRace(Optional.of(race));
        assertTrue(count("analyst_take") >= 1);
        queue.filterKind(Optional.of("analyst_take"));
        queue.rowsProperty().get().forEach(item -> assertEquals(race, item.race()));
    }

    private int count(String kind) {
        return queue.kindOptions().stream().filter(o -> o.value().equals(Optional.of(kind))).findFirst()
                .map(FilterOption::count).orElse(0);
    }
}
