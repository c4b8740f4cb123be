package org.copydesk.app.desktop.decide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.SigningFixtures;
import org.copydesk.app.desktop.checks.ChecksViewModel;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.desktop.record.RecordViewModel;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.desktop.sign.SigningViewModel;
import org.copydesk.app.desktop.sign.KeyFilesAndAgent;
import org.copydesk.model.checks.CheckEngine;
import org.copydesk.model.decision.DecisionRules;
import org.copydesk.model.decision.RosterEntry;
import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecordDecisionsViewModelTest {

    @TempDir
    Path dir;

    private EvidenceStore store;
    private AppRoot services;
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private Path editorKey;
    private RecordViewModel record;
    private DecisionSheetViewModel sheet;
    private RecordDecisionsViewModel decisions;

    @BeforeEach
    void open() {
        store = DeskFixtures.vectorStore(dir);
        services = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
        editorKey = SigningFixtures.editorOnRoster(services, dir.resolve("keys"));
        SameThreadTaskRunner runner = new SameThreadTaskRunner();
        SigningViewModel signing = new SigningViewModel(services.roster()::current, new KeyFilesAndAgent(), runner, dialogs,
                new IdlePolicy(Clock.systemUTC(), Duration.ofMinutes(15)));
        record = new RecordViewModel(DeskFixtures.records(store), runner, dialogs);
        sheet = new DecisionSheetViewModel(runner, services.decisions()::decide, signing);
        decisions = new RecordDecisionsViewModel(record,
                new ChecksViewModel(services.checks()::checkRun, new CheckEngine().catalogue(), runner, record),
                new DecisionHistoryViewModel(services.verify()::forSubject, runner), sheet, signing, () -> { });
    }

    @AfterEach
    void close() {
        store.close();
    }

    private void openRecord(String sha) {
        record.load(sha);
        decisions.open(sha);
    }

    @Test
    void aBlockedRunOffersNoApprovalAndSaysWhy() {
        dialogs.answeringKey(editorKey, SigningFixtures.PASSPHRASE);
        openRecord(DeskFixtures.VECTOR_BLOCKED);
        assertTrue(decisions.approveUnavailableProperty().get().startsWith("Upstream blocked this run ("),
                decisions.approveUnavailableProperty().get());
        assertTrue(decisions.approveUnavailableProperty().get().endsWith("it can only be rejected."));
        assertEquals("", decisions.rejectUnavailableProperty().get());
        decisions.approve();
        assertFalse(sheet.showingProperty().get(), "no sheet is opened for what cannot be signed");
        assertEquals(0, dialogs.passphraseAsked(), "nor is a key asked for");
    }

    @Test
    void rejectingABlockedRunSaysWhyItWasBlockedNeverThatAllChecksPass() {
        dialogs.answeringKey(editorKey, SigningFixtures.PASSPHRASE);
        openRecord(DeskFixtures.VECTOR_BLOCKED);
        decisions.reject();
        assertTrue(sheet.showingProperty().get());
        assertTrue(sheet.checksProperty().get().startsWith("Upstream blocked this run: "), sheet.checksProperty().get());
        assertFalse(sheet.checksProperty().get().contains("All"), sheet.checksProperty().get());
        assertTrue(sheet.checksFailedProperty().get(), "shown as a warning, not as a pass");
        assertTrue(sheet.quickPicks().stream().anyMatch(p -> p.startsWith("Blocked upstream: ")), sheet.quickPicks().toString());
        assertTrue(sheet.quickPicks().stream().noneMatch(p -> p.equals("Wrong candidate shares")),
                "a poll's reject reasons do not fit a blocked run");
    }

    @Test
    void aKeyWhoseRoleMayNotDecideOnRunsIsToldSoAndNoSheetOpens() {
        dialogs.answeringKey(dir.resolve("keys").resolve("olu.owner.key"), SigningFixtures.PASSPHRASE);
        openRecord(DeskFixtures.VECTOR_POLL);
        assertEquals("", decisions.approveUnavailableProperty().get(), "offered until a key says otherwise");
        decisions.approve();
        assertFalse(sheet.showingProperty().get());
        assertTrue(decisions.approveUnavailableProperty().get().startsWith("olu.owner (owner) may not decide"),
                decisions.approveUnavailableProperty().get());
        assertEquals(decisions.approveUnavailableProperty().get(), decisions.rejectUnavailableProperty().get());
    }

    @Test
    void anEditorMayApproveARunThatPassesItsChecks() {
        dialogs.answeringKey(editorKey, SigningFixtures.PASSPHRASE);
        openRecord(DeskFixtures.VECTOR_POLL);
        decisions.approve();
        assertTrue(sheet.showingProperty().get());
        assertEquals("", decisions.approveUnavailableProperty().get());
    }

    @Test
    void failingAnIntegrityCheckOffersOnlyARejection() {
        RosterEntry editor = new RosterEntry("ed", "Ed", List.of("editor"), "k", "2026-01-01T00:00:00Z", Optional.empty());
        assertEquals(Optional.of("Integrity checks failed (integrity.block_hash): this content can only be rejected."),
                DecideOffer.whyNot(DecisionRules.APPROVE, false, List.of(), List.of("poll.totals",
                        "integrity.block_hash"), Optional.of(editor)));
        assertEquals(Optional.empty(), DecideOffer.whyNot(DecisionRules.REJECT, false, List.of(),
                List.of("integrity.block_hash"), Optional.of(editor)));
        assertEquals(Optional.empty(), DecideOffer.whyNot(DecisionRules.APPROVE, false, List.of(),
                List.of("poll.totals"), Optional.of(editor)), "other failed checks are decided over with a rationale");
    }

    @Test
    void afterSigningTheRecordShowsTheSignedVerdictsUntilANewDraftIsChosen() {
        dialogs.answeringKey(editorKey, SigningFixtures.PASSPHRASE);
        openRecord(DeskFixtures.VECTOR_POLL);
        record.verdicts().allRemainingCorrect();
        int judgeable = record.verdicts().drafts().size();
        assertTrue(judgeable > 10, "every field and result is judged: " + judgeable);
        decisions.approve();
        sheet.rationaleProperty().set("Numbers match the cited blocks");
        sheet.confirm();
        assertFalse(sheet.showingProperty().get(), sheet.refusalProperty().get());

        assertEquals(judgeable, record.verdicts().drafts().size(), "the signed verdicts are still shown");
        assertTrue(record.verdicts().showingSignedProperty().get());
        assertTrue(record.verdicts().tallyProperty().get().startsWith(judgeable + " of " + judgeable + " fields judged"
                + " · signed by ed.ramos (approve"), record.verdicts().tallyProperty().get());

        record.verdicts().focus(record.fields().get(0).item().path());
        record.verdicts().clear();
        assertEquals(judgeable, record.verdicts().drafts().size(), "a signed verdict is not changed in place");
        assertTrue(record.verdicts().noticeProperty().get().contains("Press N"));

        openRecord(DeskFixtures.VECTOR_BLOCKED);
        openRecord(DeskFixtures.VECTOR_POLL);
        assertTrue(record.verdicts().showingSignedProperty().get(), "opened again, it shows what was signed");
        assertEquals(judgeable, record.verdicts().drafts().size());

        record.verdicts().draftAgain();
        assertFalse(record.verdicts().showingSignedProperty().get());
        record.verdicts().focus(record.fields().get(0).item().path());
        record.verdicts().clear();
        assertEquals(judgeable - 1, record.verdicts().drafts().size(), "the new draft starts from the signed verdicts");
        assertTrue(record.verdicts().toSign().json().isPresent());
    }
}
