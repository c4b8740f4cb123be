package org.copydesk.app.desktop.decide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.checks.ChecksViewModel;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.desktop.record.RecordViewModel;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.desktop.sign.KeyFilesAndAgent;
import org.copydesk.app.desktop.sign.SigningViewModel;
import org.copydesk.app.workflow.decide.TwoEditors;
import org.copydesk.model.checks.CheckEngine;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.StoredDecision;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ed.ramos's desk over a record kim.lee decides meanwhile, or decided at the same time. */
class DeskDisagreementTest {

    private static final String POLL = DeskFixtures.VECTOR_POLL;

    @TempDir
    Path dir;

    private EvidenceStore store;
    private AppRoot services;
    private TwoEditors editors;
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private RecordViewModel record;
    private DecisionSheetViewModel sheet;
    private RecordDecisionsViewModel decisions;

    @BeforeEach
    void open() {
        store = DeskFixtures.vectorStore(dir);
        services = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
        editors = new TwoEditors(services, dir.resolve("keys"));
        dialogs.answeringKey(editors.edKeyFile, TwoEditors.PASSPHRASE);
        SameThreadTaskRunner runner = new SameThreadTaskRunner();
        SigningViewModel signing = new SigningViewModel(services.roster()::current, new KeyFilesAndAgent(), runner,
                dialogs, new IdlePolicy(Clock.systemUTC(), Duration.ofMinutes(15)));
        record = new RecordViewModel(DeskFixtures.records(store), runner, dialogs);
        sheet = new DecisionSheetViewModel(runner, services.decisions()::decide, signing, ZoneOffset.UTC);
        decisions = new RecordDecisionsViewModel(record,
                new ChecksViewModel(services.checks()::checkRun, new CheckEngine().catalogue(), runner, record),
                new DecisionHistoryViewModel(services.verify()::forSubject, runner), sheet, signing, () -> { });
    }

    @AfterEach
    void close() {
        editors.close();
        store.close();
    }

    private void openRecord() {
        record.load(POLL);
        decisions.open(POLL);
    }

    @Test
    void aDecisionSignedAfterTheRecordOpenedIsToldBeforeSigningAndConfirmingAgainSignsOverIt() {
        openRecord();
        String kim = editors.decide(editors.kim, POLL, "reject", "Wrong candidate shares");
        decisions.approve();
        sheet.rationaleProperty().set("Numbers match the cited blocks");
        sheet.confirm();

        assertTrue(sheet.showingProperty().get(), "the sheet stays open");
        assertEquals("Not signed yet: since you opened this, kim.lee signed reject at 08:00. "
                + "Esc to read it first, or Ctrl+Enter to sign over it.", sheet.refusalProperty().get());
        assertEquals(1, store.decisions().all().size(), "nothing was signed");

        sheet.confirm();
        assertFalse(sheet.showingProperty().get(), sheet.refusalProperty().get());
        StoredDecision signed = store.decisions().all().get(1);
        assertEquals(Optional.of(kim), signed.supersedes());
    }

    @Test
    void aDecisionTheDeskHasShownSignsAtOnce() {
        editors.decide(editors.kim, POLL, "reject", "Wrong candidate shares");
        openRecord();
        decisions.approve();
        sheet.rationaleProperty().set("Numbers match the cited blocks");
        sheet.confirm();
        assertFalse(sheet.showingProperty().get(), sheet.refusalProperty().get());
        assertEquals(2, store.decisions().all().size());
    }

    @Test
    void theRecordShowsBothSidesOfAConflictAndSigningOneSideClearsIt() {
        String ed = editors.decide(editors.ed, POLL, "approve", "Numbers match the cited blocks");
        editors.decideAtOnceWith(ed, editors.kim, "kim.lee", "reject", "2026-10-20T08:00:30Z");
        openRecord();
        assertEquals("Conflict to resolve: ed.ramos approved 08:00 · kim.lee rejected 08:00. Neither supersedes the "
                + "other; signing a decision now supersedes the side it disagrees with.",
                record.conflictLineProperty().get());

        decisions.reject();
        sheet.rationaleProperty().set("Kim is right: these are likely voters");
        sheet.confirm();
        assertFalse(sheet.showingProperty().get(), sheet.refusalProperty().get());
        assertEquals("", record.conflictLineProperty().get());
        assertEquals(List.of("reject"), services.list().all().stream().filter(r -> r.id().equals(POLL))
                .map(r -> r.decision().orElse("")).toList());
    }

    @Test
    void decidingOverAnotherReviewersClaimGoesAheadOnlyWhenConfirmed() {
        decisions.beforeDeciding(subject -> dialogs.confirm("t", "kim.lee is reviewing · since 08:00", "Decide anyway"),
                ZoneOffset.UTC);
        openRecord();
        dialogs.answeringConfirm(false);
        decisions.approve();
        assertFalse(sheet.showingProperty().get());
        dialogs.answeringConfirm(true);
        decisions.approve();
        assertTrue(sheet.showingProperty().get());
        assertEquals(2, dialogs.confirmations().size());
    }

    @Test
    void theConflictShowsWhenTheHistoryIsReadBeforeTheRecord() {
        String ed = editors.decide(editors.ed, POLL, "approve", "Numbers match the cited blocks");
        editors.decideAtOnceWith(ed, editors.kim, "kim.lee", "reject", "2026-10-20T08:00:30Z");
        decisions.open(POLL);
        record.load(POLL);
        assertTrue(record.conflictLineProperty().get().startsWith("Conflict to resolve: ed.ramos approved 08:00"),
                record.conflictLineProperty().get());
    }
}
