package org.copydesk.app.desktop.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.ImportWorkflow;
import org.copydesk.app.workflow.StoredRunChecks;
import org.copydesk.fixtures.DemoCorpus;
import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecordViewModelTest {

    @TempDir
    Path dir;

    private EvidenceStore store;
    private RecordViewModel record;
    private final RecordingDialogs dialogs = new RecordingDialogs();

    @BeforeEach
    void open() {
        store = DeskFixtures.vectorStore(dir);
        record = new RecordViewModel(DeskFixtures.records(store), new SameThreadTaskRunner(), dialogs);
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void showsTheExactDigestStatusAndProvenanceOfAPoll() {
        record.load(DeskFixtures.VECTOR_POLL);
        assertEquals(DeskFixtures.VECTOR_POLL, record.recordSha256Property().get());
        assertEquals("needs_human_review", record.statusProperty().get());
        assertFalse(record.blockedProperty().get());
        assertEquals(5, record.source().blocks().size());
        assertEquals("b001", record.source().blocks().get(0).blockId());
        assertEquals(8, record.source().blocks().get(0).shortDigest().length());
        assertTrue(record.provenance().contains(new LabelledValue("tools enabled", "false")));
        assertEquals(12, record.fields().size());
        assertEquals(2, record.results().size());
    }

    @Test
    void selectingAFieldHighlightsExactlyItsCitedBlocksAndMarksItsNumber() {
        record.load(DeskFixtures.VECTOR_POLL);
        record.select(field("margin_of_error"));
        assertEquals(List.of("b003"), record.source().highlightedBlockIds());
        assertEquals("±4.4", marked("b003"));
        assertEquals(2, record.source().scrollProperty().get().index(), "b003 is scrolled to");
    }

    @Test
    void selectingAResultMarksItsShareAndNotTheOthers() {
        record.load(DeskFixtures.VECTOR_POLL);
        record.select(record.results().get(1));
        assertEquals(List.of("b004"), record.source().highlightedBlockIds());
        assertEquals("45%", marked("b004"));
    }

    @Test
    void aFieldWithoutEvidenceHighlightsNothingAndSaysSo() {
        record.load(DeskFixtures.VECTOR_POLL);
        record.select(field("pollster"));
        record.select(field("other_pct"));
        assertEquals(List.of(), record.source().highlightedBlockIds());
        assertEquals(RecordRows.NOT_DISCLOSED, field("other_pct").value());
        assertEquals("This cites no source block.", record.noticeProperty().get());
    }

    @Test
    void aCitationOfAMissingBlockIsShownAsBrokenNeverDropped() throws IOException {
        String digest = DeskFixtures.writeBrokenCitationRun(dir.resolve("broken"));
        new ImportWorkflow(store, Runnable::run, StoredRunChecks.NONE).importPaths(List.of(dir.resolve("broken")), ImportProgress.NONE);
        record.load(digest);
        FieldRow sample = field("sample_size");
        assertEquals(List.of(new EvidenceChip("src-0007", "b003", false),
                new EvidenceChip("src-0007", DeskFixtures.MISSING_BLOCK, true)), sample.chips());
        record.select(sample);
        assertEquals(List.of("b003"), record.source().highlightedBlockIds());
        assertTrue(record.noticeProperty().get().contains("b999"), record.noticeProperty().get());
    }

    @Test
    void aBlockedRunOpensWithItsOffendingBlocksHighlighted() {
        record.load(DeskFixtures.VECTOR_BLOCKED);
        assertTrue(record.blockedProperty().get());
        assertEquals(1, record.findings().size());
        assertEquals(List.of("b002"), record.source().highlightedBlockIds());
        assertTrue(record.upstream().contains("blocked because  injection detected"));
    }

    @Test
    void commentaryClaimsAreTypedAndTheirCitationsHighlight() {
        record.load(DeskFixtures.VECTOR_COMMENTARY);
        List<String> kinds = record.claims().stream().map(ClaimRow::kindLabel).collect(Collectors.toList());
        assertEquals(List.of("model output", "reported fact", "analysis"), kinds);
        assertEquals(List.of("ff-xx-gov-win-whitfield · Whitfield win probability = 55%"),
                record.claims().get(0).forecastFacts());
        record.select(record.claims().get(2));
        assertEquals(List.of("b004"), record.source().highlightedBlockIds());
        assertEquals("9%", marked("b004"));
    }

    @Test
    void aPollIsPlottedAmongItsRacesPollsAndMarked() {
        record.load(DeskFixtures.VECTOR_POLL);
        assertEquals(2, record.chart().size(), "one point per candidate of the one poll in the race");
        assertTrue(record.chart().stream().allMatch(ChartPoint::current));
    }

    @Test
    void aMissingRecordIsReportedNotSwallowed() {
        record.load("0".repeat(64));
        assertEquals(1, dialogs.errors().size());
        assertFalse(record.loadedProperty().get());
    }

    @Test
    void everyDemoRunOpens() {
        Path demo = dir.resolve("demo");
        DemoCorpus.write(demo);
        new ImportWorkflow(store, Runnable::run, StoredRunChecks.NONE).importPaths(List.of(demo), ImportProgress.NONE);
        for (String digest : store.runs().allIds()) {
            record.load(digest);
            assertTrue(record.loadedProperty().get(), digest + ": " + dialogs.errors());
        }
        assertEquals(List.of(), dialogs.errors());
    }

    @Test
    void selectingARowFocusesItForVerdictsAndEveryValueOfAPollCanBeJudged() {
        record.load(DeskFixtures.VECTOR_POLL);
        assertEquals("0 of 14 fields judged", record.verdicts().tallyProperty().get());
        record.select(record.results().get(1));
        assertEquals("results.Marcus Ode.pct", record.verdicts().focusedProperty().get());
        record.verdicts().correct();
        assertEquals("1 of 14 fields judged", record.verdicts().tallyProperty().get());
    }

    @Test
    void blocksPickedForACorrectionAreWhatTheSourceHighlights() {
        record.load(DeskFixtures.VECTOR_POLL);
        record.select(field("margin_of_error"));
        record.verdicts().incorrect();
        record.verdicts().editor().toggle("b001");
        assertEquals(List.of("b001", "b003"), record.source().highlightedBlockIds());
        record.verdicts().editor().toggle("b003");
        assertEquals(List.of("b001"), record.source().highlightedBlockIds());
    }

    @Test
    void anEventsNumericInputIsJudgedUnderItsOwnPath() {
        record.load("6e6ea94f9713893141b27ec3281b2fb3b489500884780145f8212d06186c3105");
        FieldRow numeric = record.fields().get(record.fields().size() - 1);
        assertEquals("numeric_input.value", numeric.item().path());
        record.select(numeric);
        record.verdicts().incorrect();
        assertEquals("3", record.verdicts().editor().textProperty().get());
    }

    @Test
    void aBlockedRunHasNothingToJudge() {
        record.load(DeskFixtures.VECTOR_BLOCKED);
        assertEquals("", record.verdicts().tallyProperty().get());
    }

    private FieldRow field(String name) {
        return record.fields().stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }

    private String marked(String blockId) {
        return record.source().blocks().stream().filter(b -> b.blockId().equals(blockId)).findFirst().orElseThrow()
                .spans().stream().filter(TextSpan::marked).map(TextSpan::text).collect(Collectors.joining("|"));
    }
}
