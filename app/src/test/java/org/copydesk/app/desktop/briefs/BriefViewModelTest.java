package org.copydesk.app.desktop.briefs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.desktop.checks.CheckRow;
import org.copydesk.app.desktop.common.QueuedTaskRunner;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.desktop.decide.DecisionHistoryViewModel;
import org.copydesk.app.desktop.decide.DecisionSheetViewModel;
import org.copydesk.app.desktop.sign.MemorySigning;
import org.copydesk.app.workflow.decide.DecideRequest;
import org.copydesk.app.workflow.decide.DecisionWorkflow;
import org.copydesk.fixtures.DemoCorpus;
import org.copydesk.model.brief.ResearchBrief;
import org.copydesk.model.checks.BriefUnderReview;
import org.copydesk.model.checks.CheckEngine;
import org.copydesk.model.checks.Verdict;
import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The brief view's model over a port holding the demo's research brief: no store, no toolkit. */
class BriefViewModelTest {

    private static final String MISSING = "0".repeat(64);

    @TempDir
    Path dir;

    private final CheckEngine engine = new CheckEngine();
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final List<String> historyAsked = new ArrayList<>();
    private final List<DecideRequest> decided = new ArrayList<>();
    private int afterDecided;
    private ResearchBrief brief;
    private BriefUnderReview withBytes;
    private DecisionSheetViewModel sheet;

    @BeforeEach
    void writeTheDemoBrief() throws IOException {
        Path file = DemoCorpus.writeBrief(dir);
        brief = ((Decoded.Brief) Documents.decode(Files.readAllBytes(file))).brief();
        withBytes = BriefUnderReview.load(brief, sha -> read(file.resolveSibling("artifacts").resolve(sha)));
    }

    private static Optional<byte[]> read(Path path) {
        try {
            return Files.exists(path) ? Optional.of(Files.readAllBytes(path)) : Optional.empty();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A source that holds {@code review} under its brief's digest and nothing else. */
    private BriefSource holding(BriefUnderReview review) {
        String sha = review.brief().briefSha256();
        return BriefSource.of(asked -> asked.equals(sha) ? Optional.of(review) : Optional.empty(),
                asked -> asked.equals(sha) ? Optional.of(engine.check(review)) : Optional.empty());
    }

    private BriefViewModel model(BriefSource source, TaskRunner runner) {
        sheet = new DecisionSheetViewModel(runner, request -> {
            decided.add(request);
            return new DecisionWorkflow.Signed(null, "signature");
        }, MemorySigning.editor(runner, dialogs));
        DecisionHistoryViewModel history = new DecisionHistoryViewModel(sha -> {
            historyAsked.add(sha);
            return List.of();
        }, runner);
        return new BriefViewModel(source, engine.catalogue(), runner, history, sheet, () -> afterDecided++);
    }

    @Test
    void loadingShowsTheBriefWithEachQuotePlacedAtItsByteRange() {
        BriefViewModel model = model(holding(withBytes), new SameThreadTaskRunner());
        model.load(brief.briefSha256());

        assertTrue(model.loadedProperty().get());
        assertEquals(brief.briefSha256(), model.briefSha256Property().get());
        assertEquals("Research brief · brief-nm-0001", model.titleProperty().get());
        assertEquals(brief.question(), model.questionProperty().get());
        assertEquals("1 artifact · 2 claims · egress allowed to https://records.example.org",
                model.sourcesProperty().get());
        assertEquals(List.of("k1", "k2"), model.claims().stream().map(ClaimItem::claimId).toList());
        for (ClaimItem claim : model.claims()) {
            QuoteInContext quote = claim.citations().get(0);
            assertFalse(quote.isBroken(), quote.broken().toString());
            assertEquals(quote.quote(), quote.inRange());
            int byteStart = brief.claims().stream().filter(c -> c.claimId().equals(claim.claimId())).findFirst()
                    .orElseThrow().citations().get(0).start().intValue();
            assertTrue(quote.charStart() < byteStart, "characters are counted, not bytes: " + quote.charStart());
        }
        assertTrue(model.claims().get(0).citations().get(0).before().endsWith("<p>§ 12-304. "));
        assertEquals(brief.supports(), model.supports());
        assertEquals(brief.doesNotProve(), model.doesNotProve());
        assertEquals(List.of(brief.briefSha256()), historyAsked, "its decisions are read with it");
    }

    @Test
    void itsChecksAreCountedWithTheCataloguesWordsOnEachRow() {
        BriefViewModel model = model(holding(withBytes), new SameThreadTaskRunner());
        model.load(brief.briefSha256());

        assertEquals(List.of("brief.digest", "citations.shape", "citations.digest_binding", "citations.coverage",
                "brief.egress"), model.checks().stream().map(CheckRow::checkId).toList());
        assertEquals("✓ all 5 brief checks pass", model.checksSummaryProperty().get());
        assertFalse(model.checksFailedProperty().get());
        CheckRow binding = model.checks().get(2);
        assertTrue(binding.proves().startsWith("each artifact's bytes hash to content_sha256"), binding.proves());
        assertTrue(binding.doesNotProve().contains("authoritative or accurate"), binding.doesNotProve());
    }

    @Test
    void aBriefWhoseArtifactDidNotTravelShowsItsQuotesBrokenAndItsFailedChecksFirst() {
        BriefUnderReview bare = BriefUnderReview.load(brief, sha -> Optional.empty());
        BriefViewModel model = model(holding(bare), new SameThreadTaskRunner());
        model.load(brief.briefSha256());

        assertTrue(model.loadedProperty().get());
        QuoteInContext quote = model.claims().get(0).citations().get(0);
        assertEquals(Optional.of("the bytes of artifact a1 are not in the store"), quote.broken());
        assertFalse(quote.placed());
        assertTrue(model.checksFailedProperty().get());
        long failed = model.checks().stream().filter(CheckRow::failed).count();
        long passed = model.checks().stream().filter(r -> r.verdict() == Verdict.PASSED).count();
        assertTrue(failed >= 1, model.checks().toString());
        assertEquals("✗ " + failed + " failed · " + passed + " passed", model.checksSummaryProperty().get());
        assertTrue(model.checks().subList(0, (int) failed).stream().allMatch(CheckRow::failed),
                "failed checks lead: " + model.checks());
        assertTrue(model.checks().stream().anyMatch(r -> r.checkId().equals("citations.digest_binding") && r.failed()));
    }

    @Test
    void aDigestNoBriefIsStoredUnderSaysSoOnTheTitleLine() {
        BriefViewModel model = model(holding(withBytes), new SameThreadTaskRunner());
        model.load(MISSING);

        assertFalse(model.loadedProperty().get());
        assertEquals("Cannot open the research brief: no research brief " + MISSING + " in this store",
                model.titleProperty().get());
        assertTrue(model.claims().isEmpty());
        assertEquals("", model.checksSummaryProperty().get());
    }

    @Test
    void aFailureWithoutAMessageIsNamedByItsKind() {
        BriefSource failing = BriefSource.of(sha -> {
            throw new IllegalStateException();
        }, sha -> Optional.empty());
        BriefViewModel model = model(failing, new SameThreadTaskRunner());
        model.load(brief.briefSha256());

        assertEquals("Cannot open the research brief: IllegalStateException", model.titleProperty().get());
    }

    @Test
    void aStaleLoadIsIgnoredWhenItsAnswerComesAfterTheNextOne() {
        QueuedTaskRunner runner = new QueuedTaskRunner();
        BriefViewModel model = model(holding(withBytes), runner);
        model.load(brief.briefSha256());
        model.load(MISSING);
        runner.runAll();

        assertFalse(model.loadedProperty().get(), "the brief asked for first is not shown over the second");
        assertTrue(model.claims().isEmpty());
        assertEquals("", model.briefSha256Property().get());
        assertTrue(model.titleProperty().get().contains(MISSING), model.titleProperty().get());

        model.load(MISSING);
        model.load(brief.briefSha256());
        runner.runAll();
        assertEquals("Research brief · brief-nm-0001", model.titleProperty().get(), "no stale error over the brief");
        assertEquals(2, model.claims().size());
    }

    @Test
    void approvingIsRefusedUntilTheBriefIsLoaded() {
        QueuedTaskRunner runner = new QueuedTaskRunner();
        BriefViewModel model = model(holding(withBytes), runner);
        model.load(brief.briefSha256());
        model.approve();
        runner.runAll();
        assertFalse(sheet.showingProperty().get(), "no sheet for a brief still being read");

        model.approve();
        runner.runAll();
        assertTrue(sheet.showingProperty().get());
        assertEquals(brief.briefSha256(), sheet.digestProperty().get());
        assertEquals("Signs as ed.ramos, editor", sheet.roleProperty().get());
    }

    @Test
    void rejectingABriefWithFailedChecksNamesThemOnTheSheet() {
        BriefViewModel model = model(holding(BriefUnderReview.load(brief, sha -> Optional.empty())),
                new SameThreadTaskRunner());
        model.load(brief.briefSha256());
        model.reject();

        assertTrue(sheet.showingProperty().get());
        assertTrue(sheet.checksFailedProperty().get());
        assertTrue(sheet.checksProperty().get().contains("citations.digest_binding"), sheet.checksProperty().get());
    }

    @Test
    void signingOnTheSheetDecidesOnTheBriefDigestAndReadsItsDecisionsAgain() {
        BriefViewModel model = model(holding(withBytes), new SameThreadTaskRunner());
        model.load(brief.briefSha256());
        model.approve();
        sheet.rationaleProperty().set("Both quotes read as cited");
        sheet.confirm();

        assertFalse(sheet.showingProperty().get(), sheet.refusalProperty().get());
        assertEquals(1, decided.size());
        assertEquals(List.of(brief.briefSha256()), decided.get(0).subjectIds());
        assertEquals("approve", decided.get(0).decision());
        assertEquals(List.of(brief.briefSha256(), brief.briefSha256()), historyAsked);
        assertEquals(1, afterDecided, "the lists that show its decision are told");

        model.approve();
        assertTrue(sheet.showingProperty().get(), "a second decision may follow");
    }
}
