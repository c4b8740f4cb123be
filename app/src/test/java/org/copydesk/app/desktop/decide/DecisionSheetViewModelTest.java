package org.copydesk.app.desktop.decide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.SigningFixtures;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.desktop.sign.KeyFilesAndAgent;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.desktop.sign.SigningViewModel;
import org.copydesk.app.desktop.verdicts.VerdictsToSign;
import org.copydesk.app.workflow.decide.DecisionWorkflow;
import org.copydesk.model.decision.DecisionRules;
import org.copydesk.model.json.Json;
import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DecisionSheetViewModelTest {

    @TempDir
    Path dir;

    private EvidenceStore store;
    private AppRoot services;
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private SigningViewModel signing;
    private DecisionSheetViewModel sheet;
    private final List<DecisionWorkflow.Signed> signed = new ArrayList<>();

    @BeforeEach
    void open() {
        store = DeskFixtures.vectorStore(dir);
        services = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
        dialogs.answeringKey(SigningFixtures.editorOnRoster(services, dir.resolve("keys")), SigningFixtures.PASSPHRASE);
        SameThreadTaskRunner runner = new SameThreadTaskRunner();
        signing = new SigningViewModel(services.roster()::current, new KeyFilesAndAgent(), runner, dialogs,
                new IdlePolicy(Clock.systemUTC(), Duration.ofMinutes(15)));
        sheet = new DecisionSheetViewModel(runner, services.decisions()::decide, signing);
    }

    @AfterEach
    void close() {
        store.close();
    }

    private DecisionDraft approvePoll(List<String> failed) {
        return DecisionDraft.onRun(DeskFixtures.VECTOR_POLL, DecisionRules.APPROVE, "Poll", true, failed, 20);
    }

    @Test
    void withoutAKeyItAsksToUnlockFirstThenShowsTheSignerAndDigest() {
        sheet.open(approvePoll(List.of()), signed::add);
        assertEquals(1, dialogs.passphraseAsked());
        assertTrue(sheet.showingProperty().get());
        assertEquals("Signs as ed.ramos, editor", sheet.roleProperty().get());
        assertEquals(DeskFixtures.VECTOR_POLL, sheet.digestProperty().get());
        assertEquals("All 20 applicable checks pass.", sheet.checksProperty().get());
    }

    @Test
    void cancellingTheUnlockLeavesTheSheetClosed() {
        dialogs.cancellingKeyChoice();
        sheet.open(approvePoll(List.of()), signed::add);
        assertFalse(sheet.showingProperty().get());
    }

    @Test
    void aBlankRationaleIsRefusedOnTheSheetAndNothingIsStored() {
        sheet.open(approvePoll(List.of()), signed::add);
        sheet.confirm();
        assertEquals("A decision needs a rationale: say why.", sheet.refusalProperty().get());
        assertTrue(sheet.showingProperty().get());
        assertEquals(0, store.decisions().all().size());
    }

    @Test
    void approvingOverFailedChecksStartsTheRationaleWithTheirIds() {
        sheet.open(approvePoll(List.of("poll.moe_plausible", "poll.totals")), signed::add);
        assertEquals("poll.moe_plausible, poll.totals: ", sheet.rationaleProperty().get());
        assertEquals("2 of 20 checks failed: poll.moe_plausible, poll.totals", sheet.checksProperty().get());
        sheet.pick("Numbers match the cited blocks");
        assertEquals("poll.moe_plausible, poll.totals: Numbers match the cited blocks", sheet.rationaleProperty().get());
    }

    @Test
    void quickPicksAddSentencesToTheFreeText() {
        sheet.open(approvePoll(List.of()), signed::add);
        sheet.rationaleProperty().set("Checked the PDF");
        sheet.pick("Numbers match the cited blocks");
        assertEquals("Checked the PDF. Numbers match the cited blocks", sheet.rationaleProperty().get());
    }

    @Test
    void signingStoresTheDecisionClosesTheSheetAndReportsIt() {
        sheet.open(approvePoll(List.of()), signed::add);
        sheet.pick("Numbers match the cited blocks");
        sheet.confirm();
        assertFalse(sheet.showingProperty().get());
        assertEquals(1, signed.size());
        assertEquals(List.of(DeskFixtures.VECTOR_POLL), signed.get(0).decision().subject().sha256());
        assertEquals(1, store.decisions().all().size());
    }

    @Test
    void approvingABlockedRunShowsTheWorkflowsRefusalAndStoresNothing() {
        sheet.open(DecisionDraft.onRun(DeskFixtures.VECTOR_BLOCKED, DecisionRules.APPROVE, "Blocked", true,
                List.of(), 20), signed::add);
        sheet.rationaleProperty().set("Looks fine");
        sheet.confirm();
        assertEquals("a blocked run can only be rejected", sheet.refusalProperty().get());
        assertTrue(sheet.showingProperty().get());
        assertEquals(List.of(), signed);
        assertEquals(0, store.decisions().all().size());
    }

    @Test
    void aKeyLockedWhileTheSheetIsOpenIsNotUsed() {
        sheet.open(approvePoll(List.of()), signed::add);
        signing.lock();
        sheet.rationaleProperty().set("Numbers match");
        sheet.confirm();
        assertTrue(sheet.refusalProperty().get().contains("locked"));
        assertEquals(0, store.decisions().all().size());
    }

    @Test
    void theVerdictsAreSummedUpOnTheSheetAndSignedIntoTheDecision() {
        VerdictsToSign judged = new VerdictsToSign(Optional.of(Json.parse(("[{\"path\": \"fields.sample_size\", "
                + "\"verdict\": \"correct\", \"corrected_value\": null, \"evidence\": []}]").getBytes())),
                "1 of 14 judged: 1 correct; 13 left unjudged", List.of());
        sheet.open(approvePoll(List.of()), judged, signed::add);
        assertEquals("Field verdicts: 1 of 14 judged: 1 correct; 13 left unjudged", sheet.verdictsProperty().get());
        sheet.rationaleProperty().set("Sample size matches b003");
        sheet.confirm();
        assertEquals(1, signed.size());
        assertEquals("fields.sample_size", services.verify().forSubject(DeskFixtures.VECTOR_POLL).get(0).decision()
                .orElseThrow().fieldVerdicts().orElseThrow().get(0).path());
    }

    @Test
    void verdictsTheWorkflowRefusesStayOnTheSheetAsOneLineAndNothingIsSigned() {
        VerdictsToSign judged = new VerdictsToSign(Optional.of(Json.parse(("[{\"path\": \"fields.sample_size\", "
                + "\"verdict\": \"missed\", \"corrected_value\": 600, \"evidence\": [\"b003\"]}]").getBytes())),
                "1 of 14 judged: 1 missed; 13 left unjudged", List.of("missed  fields.sample_size → 600  (evidence b003)"));
        sheet.open(approvePoll(List.of()), judged, signed::add);
        assertEquals(List.of("missed  fields.sample_size → 600  (evidence b003)"), sheet.corrections());
        sheet.rationaleProperty().set("Sample size is in b003");
        sheet.confirm();
        assertEquals("fields.sample_size: \"missed\" is for a value upstream gave as null; this one has a value",
                sheet.refusalProperty().get());
        assertTrue(sheet.showingProperty().get());
        assertTrue(signed.isEmpty());
        assertEquals(0, store.decisions().all().size());
    }

    @Test
    void anErrorLineGoesOnceTheRationaleIsChanged() {
        sheet.open(approvePoll(List.of()), signed::add);
        sheet.confirm();
        assertEquals("A decision needs a rationale: say why.", sheet.refusalProperty().get());
        sheet.rationaleProperty().set("Numbers match the cited blocks");
        assertEquals("", sheet.refusalProperty().get(), "the line does not outlive what it was about");
    }
}
