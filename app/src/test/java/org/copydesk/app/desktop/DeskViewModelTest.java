package org.copydesk.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import javafx.beans.property.SimpleStringProperty;

import org.copydesk.app.desktop.duplicates.PairEntry;
import org.copydesk.app.desktop.duplicates.PairSide;
import org.copydesk.app.workflow.DocumentKinds;
import org.copydesk.app.workflow.log.LogReport;
import org.copydesk.model.checks.duplicates.DuplicateKind;
import org.copydesk.model.checks.duplicates.DuplicateSuggestion;
import org.copydesk.model.checks.duplicates.SampleKey;
import org.copydesk.store.RecordFilter;
import org.junit.jupiter.api.Test;

/** The window's navigation over fake pages: what each command loads, which page it shows, and where Back goes. */
class DeskViewModelTest {

    private static final String RUN = "aa".repeat(32);
    private static final String OTHER = "bb".repeat(32);
    private static final String BRIEF = "cc".repeat(32);

    private final List<String> loads = new ArrayList<>();
    private final SimpleStringProperty keyLine = new SimpleStringProperty("No signing key unlocked");
    private final DeskViewModel desk = new DeskViewModel("store: desk.sqlite", keyLine, new RecordingPages());

    @Test
    void opensOnTheQueueHavingLoadedNothing() {
        assertSame(DeskPage.QUEUE, desk.pageProperty().get());
        assertEquals(List.of(), loads);
        assertEquals("store: desk.sqlite", desk.storeLineProperty().get());
    }

    @Test
    void aShadowRunFromTheQueueLoadsTheRecordAndBackReturnsToTheQueue() {
        desk.openEntry(RecordFilter.KIND_SHADOW_RUN, RUN);

        assertEquals(List.of("record " + RUN), loads);
        assertSame(DeskPage.RECORD, desk.pageProperty().get());
        desk.backFromRecord();
        assertSame(DeskPage.QUEUE, desk.pageProperty().get());
    }

    @Test
    void aRecordOpenedFromAComparisonReturnsToTheComparison() {
        desk.compare(pair());
        desk.open(OTHER);
        desk.backFromRecord();

        assertEquals(List.of("pair " + RUN + "/" + OTHER, "record " + OTHER), loads);
        assertSame(DeskPage.COMPARISON, desk.pageProperty().get());
    }

    @Test
    void backToDuplicatesReadsTheSuggestionsAgain() {
        desk.showDuplicates();
        desk.compare(pair());
        desk.backToDuplicates();

        assertEquals(List.of("duplicates", "pair " + RUN + "/" + OTHER, "duplicates"), loads);
        assertSame(DeskPage.DUPLICATES, desk.pageProperty().get());
    }

    @Test
    void takesAndBriefsFromTheQueueGoToTheirOpenerNotTheRecordPage() {
        List<String> opened = new ArrayList<>();
        desk.onOpenDocument((kind, id) -> opened.add(kind + " " + id));

        desk.openEntry(DocumentKinds.ANALYST_TAKE, "t-1");
        desk.openEntry(DocumentKinds.RESEARCH_BRIEF, BRIEF);

        assertEquals(List.of(DocumentKinds.ANALYST_TAKE + " t-1", DocumentKinds.RESEARCH_BRIEF + " " + BRIEF), opened);
        assertEquals(List.of(), loads, "the record page loaded nothing");
        assertSame(DeskPage.QUEUE, desk.pageProperty().get());
    }

    @Test
    void aBriefOpenedFromTheBriefListReturnsToTheListReadAgain() {
        desk.showBriefs();
        desk.openBrief(BRIEF);
        assertSame(DeskPage.BRIEF, desk.pageProperty().get());
        desk.backFromBrief();

        assertEquals(List.of("briefs", "brief " + BRIEF, "briefs"), loads);
        assertSame(DeskPage.BRIEFS, desk.pageProperty().get());
    }

    @Test
    void aBriefOpenedFromTheQueueReturnsToTheQueue() {
        desk.openBrief(BRIEF);
        desk.backFromBrief();

        assertEquals(List.of("brief " + BRIEF), loads);
        assertSame(DeskPage.QUEUE, desk.pageProperty().get());
    }

    @Test
    void auditAndEvaluationAreComputedAgainEachTimeTheyShow() {
        desk.showAudit();
        assertSame(DeskPage.AUDIT, desk.pageProperty().get());
        desk.showEvaluation();
        assertSame(DeskPage.EVALUATION, desk.pageProperty().get());
        desk.showAudit();

        assertEquals(List.of("audit", "evaluation", "audit"), loads);
    }

    @Test
    void aFeaturePageShowsWithoutLoadingAnything() {
        DeskPage takes = new DeskPage("takes");
        desk.showPage(takes);

        assertSame(takes, desk.pageProperty().get());
        assertEquals(List.of(), loads);
    }

    @Test
    void theKeyLineFollowsTheSigningKey() {
        keyLine.set("Signing as ed.ramos (editor)");

        assertEquals("Signing as ed.ramos (editor)", desk.keyLineProperty().get());
    }

    @Test
    void theLogLineWarnsOnlyWhenTheLogIsNotIntact() {
        desk.showLog(new LogReport(3, "dd".repeat(32), Optional.empty(), List.of()));
        assertEquals("", desk.logLineProperty().get());

        desk.showLog(new LogReport(3, "dd".repeat(32), Optional.empty(), List.of("leaf 2 was changed")));
        assertEquals("  ·  ⚠ Decision log NOT intact: leaf 2 was changed", desk.logLineProperty().get());

        desk.showLog(new LogReport(3, "dd".repeat(32), Optional.empty(),
                List.of("leaf 2 was changed", "checkpoint 1 does not verify", "leaf 3 is missing")));
        assertEquals("  ·  ⚠ Decision log NOT intact: leaf 2 was changed (and 2 more; see Audit)",
                desk.logLineProperty().get());

        desk.showLog(new LogReport(4, "ee".repeat(32), Optional.empty(), List.of()));
        assertEquals("", desk.logLineProperty().get(), "an intact log clears the warning");
    }

    private static PairEntry pair() {
        DuplicateSuggestion suggestion = new DuplicateSuggestion(DuplicateKind.PROBABLE_SAME_SAMPLE,
                List.of(RUN, OTHER), SampleKey.FIELDS, "same sample", false);
        return new PairEntry(suggestion, new PairSide(RUN, "Harbor poll · Example News", "Harbor Research"),
                new PairSide(OTHER, "Harbor poll (RV) · Example News", "Harbor Research"), Optional.empty());
    }

    /** Pages that only say what they were asked to load. */
    private final class RecordingPages implements DeskPages {

        @Override
        public void openRecord(String recordSha256) {
            loads.add("record " + recordSha256);
        }

        @Override
        public void openPair(PairEntry pair) {
            loads.add("pair " + String.join("/", pair.pair()));
        }

        @Override
        public void openBrief(String briefSha256) {
            loads.add("brief " + briefSha256);
        }

        @Override
        public void readAudit() {
            loads.add("audit");
        }

        @Override
        public void readDuplicates() {
            loads.add("duplicates");
        }

        @Override
        public void readBriefs() {
            loads.add("briefs");
        }

        @Override
        public void readEvaluation() {
            loads.add("evaluation");
        }
    }
}
