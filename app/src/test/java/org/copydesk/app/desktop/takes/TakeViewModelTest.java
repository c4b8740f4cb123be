package org.copydesk.app.desktop.takes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.SigningFixtures;
import org.copydesk.app.desktop.TakeFixtures;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.desktop.sign.KeyFilesAndAgent;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.desktop.sign.SigningViewModel;
import org.copydesk.app.workflow.release.BindingStatus;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.Sha256;
import org.copydesk.model.release.BriefingTake;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The take view's logic on the demo corpus, without a toolkit: binding, marks, blockers and the owner's sheet. */
class TakeViewModelTest {

    @TempDir
    Path dir;

    private EvidenceStore store;
    private TakeFixtures takes;
    private Path editorKey;
    private Path ownerKey;
    private Path release;
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private SigningViewModel signing;
    private OwnerSheetViewModel sheet;
    private TakeViewModel view;

    @BeforeEach
    void open() {
        store = SqliteEvidenceStore.open(dir.resolve("desk.db"), DeskFixtures.CLOCK);
        takes = TakeFixtures.imported(store, dir);
        AppRoot services = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
        editorKey = SigningFixtures.editorOnRoster(services, dir.resolve("keys"));
        ownerKey = dir.resolve("keys").resolve("olu.owner.key");
        release = takes.copyRelease(dir.resolve("site").resolve("release"));
        SameThreadTaskRunner runner = new SameThreadTaskRunner();
        signing = new SigningViewModel(services.roster()::current, new KeyFilesAndAgent(), runner, dialogs,
                IdlePolicy.standard());
        sheet = new OwnerSheetViewModel(runner, signing, dialogs);
        view = new TakeViewModel(new ServiceTakeWorkflows(services.takes(), services.promote(), services.fallback(),
                services.verify(), services.decisionStates()), new ReleaseChoice(dialogs), signing, sheet, runner,
                dialogs);
    }

    @AfterEach
    void close() {
        signing.lock();
        store.close();
    }

    @Test
    void theCurrentDraftShowsItsFourSectionsInOrderBoundToTheImportedRelease() {
        view.load(takes.currentId());
        assertEquals(BriefingTake.SECTION_ORDER, view.sections().stream().map(TakeSection::name).toList());
        assertTrue(view.sections().stream().allMatch(s -> s.present() && s.brokenIds().isEmpty()));
        assertEquals(BindingStatus.BOUND, view.bindingProperty().get());
        assertEquals("Release tree: none chosen · binding against the imported release",
                view.releaseLineProperty().get());
        assertEquals("", view.blockerProperty().get());
        assertTrue(view.canPromoteProperty().get());
        assertEquals(takes.currentId(), view.digestProperty().get());
    }

    @Test
    void theScreenedDraftMarksTheWordsItsFailedScreensNamedAndCannotBePromoted() {
        view.load(takes.screenedId());
        TakeSection watch = view.sections().get(3);
        List<String> marked = watch.pieces().stream().filter(p -> p.markedBy().isPresent()).map(TextPiece::text)
                .toList();
        assertEquals(List.of("will win", "guaranteed"), marked);
        assertEquals(TakeFixtures.SCREENED_TEXT, String.join("", watch.pieces().stream().map(TextPiece::text).toList()),
                "marking cuts the text, it never changes it");
        assertEquals(List.of(TakeFixtures.DISALLOWED_ID), watch.brokenIds());
        assertFalse(view.canPromoteProperty().get());
        assertTrue(view.blockerProperty().get().contains("take.evidence_ids"), view.blockerProperty().get());
        assertTrue(view.blockerProperty().get().contains("take.no_certainty"), view.blockerProperty().get());
    }

    @Test
    void aStaleDraftCannotBePromotedAndOffersTheFallback() {
        view.load(takes.staleId());
        assertEquals(BindingStatus.STALE, view.bindingProperty().get());
        assertTrue(view.bindingLineProperty().get().startsWith("stale: forecast_run_id"), view.bindingLineProperty().get());
        assertTrue(view.blockerProperty().get().startsWith("This take is stale"), view.blockerProperty().get());
        assertFalse(view.canPromoteProperty().get());
        assertTrue(view.canFallbackProperty().get());
        view.authorize();
        assertFalse(sheet.showingProperty().get());
    }

    @Test
    void anEditorsKeyDisablesPromotionWithTheRosterReasonAndNoSheetOpens() {
        dialogs.answeringKey(editorKey, SigningFixtures.PASSPHRASE).answeringRelease(release);
        view.load(takes.currentId());
        signing.unlock();
        assertFalse(view.canPromoteProperty().get());
        assertEquals("ed.ramos (editor) may not authorize and promote an analyst take; that takes an owner",
                view.blockerProperty().get());
        Map<String, String> before = TakeFixtures.picture(release);
        view.authorize();
        assertFalse(sheet.showingProperty().get());
        assertEquals(before, TakeFixtures.picture(release));
    }

    @Test
    void anOwnerPromotesOnlyAfterTickingTheRiskAndGivingARationale() throws IOException {
        dialogs.answeringKey(ownerKey, SigningFixtures.PASSPHRASE).answeringRelease(release);
        view.load(takes.currentId());
        view.authorize();
        assertEquals(1, dialogs.releaseAsked(), "the release tree is asked for once, on the first promotion");
        assertTrue(sheet.showingProperty().get());
        assertEquals(takes.currentId(), sheet.digestProperty().get());
        assertEquals("Signs as olu.owner (owner)", sheet.signerProperty().get());
        assertFalse(sheet.riskAcceptedProperty().get(), "never ticked for the owner");
        Map<String, String> before = TakeFixtures.picture(release);

        sheet.rationaleProperty().set("Read all four sections; fit for internal use.");
        sheet.confirm();
        assertEquals("Tick the acceptance of residual AI risk for internal use first.", sheet.refusalProperty().get());
        sheet.riskAcceptedProperty().set(true);
        assertEquals("", sheet.refusalProperty().get(), "the error line goes once the tick is given");
        sheet.rationaleProperty().set("  ");
        sheet.confirm();
        assertTrue(sheet.refusalProperty().get().startsWith("A rationale is required"));
        assertEquals(before, TakeFixtures.picture(release), "nothing is written before both are given");

        sheet.rationaleProperty().set("Read all four sections; fit for internal use.");
        sheet.confirm();
        assertFalse(sheet.showingProperty().get(), sheet.refusalProperty().get());
        byte[] current = Files.readAllBytes(release.resolve("analyst-take/" + TakeFixtures.RACE + "/current.json"));
        String archive = "analyst-take/archive/" + Sha256.hex(current) + ".json";
        assertTrue(Files.exists(release.resolve(archive)));
        assertTrue(view.outcomeProperty().get().contains(archive), view.outcomeProperty().get());
        assertTrue(view.gatePassedProperty().get());
        assertTrue(view.gateProperty().get().startsWith("Gate passed"), view.gateProperty().get());
        assertEquals(Optional.of(release.toAbsolutePath().normalize()), Optional.of(release.toAbsolutePath()
                .normalize()).filter(p -> view.releaseLineProperty().get().endsWith(p.toString())));
        assertEquals(BriefingTake.AUTHORIZED, Json.parse(current).get("status").asText());
    }

    @Test
    void afterPromotionTheTakeReadsAuthorizedAndCurrentAndCannotBePromotedAgain() {
        dialogs.answeringKey(ownerKey, SigningFixtures.PASSPHRASE).answeringRelease(release);
        int[] released = {0};
        view.onReleased(() -> released[0]++);
        view.load(takes.currentId());
        assertEquals(BriefingTake.DRAFT, view.statusProperty().get());
        view.authorize();
        sheet.riskAcceptedProperty().set(true);
        sheet.rationaleProperty().set("Read all four sections; fit for internal use.");
        sheet.confirm();
        assertFalse(sheet.showingProperty().get(), sheet.refusalProperty().get());

        assertEquals(BriefingTake.AUTHORIZED, view.statusProperty().get());
        assertTrue(view.standingProperty().get().startsWith("Authorized by olu.owner on "), view.standingProperty().get());
        assertTrue(view.standingProperty().get().contains("it is the current take for its race in "),
                view.standingProperty().get());
        assertFalse(view.canPromoteProperty().get(), "nothing is left to promote");
        assertEquals(TakeViewModel.AUTHORIZED_ALREADY, view.blockerProperty().get());
        assertEquals(1, released[0], "the queue is told to read the takes again");

        view.load(takes.currentId());
        assertEquals(BriefingTake.AUTHORIZED, view.statusProperty().get(), "opened again, still authorized");
        assertFalse(view.canPromoteProperty().get());
    }

    @Test
    void anOwnerWritesTheCurrentRunFallbackForARaceWhoseForecastMovedOn() throws IOException {
        Path forecast = release.resolve("forecasts/" + TakeFixtures.RACE + "/forecast.json");
        Files.writeString(forecast, Files.readString(forecast).replace("fc-2026-10-16-01", "fc-2026-10-23-01")
                .replace("2026-10-15T23:59:59Z", "2026-10-22T23:59:59Z"));
        dialogs.answeringKey(ownerKey, SigningFixtures.PASSPHRASE).answeringRelease(release);
        view.chooseRelease();
        view.load(takes.currentId());
        assertEquals(BindingStatus.STALE, view.bindingProperty().get(), "judged against the chosen tree, not the import");
        assertTrue(view.canFallbackProperty().get());

        view.writeFallback();
        assertTrue(sheet.showingProperty().get());
        assertFalse(sheet.asksRiskAcceptanceProperty().get(), "a fallback carries no AI prose to accept");
        sheet.rationaleProperty().set("The forecast moved on; the current take is bound to the previous run.");
        sheet.confirm();
        assertFalse(sheet.showingProperty().get(), sheet.refusalProperty().get());
        String current = Files.readString(release.resolve("analyst-take/" + TakeFixtures.RACE + "/current.json"));
        assertTrue(current.contains("analyst-take.v2") && current.contains("fc-2026-10-23-01"), current);
        assertTrue(view.outcomeProperty().get().startsWith("Wrote the current-run fallback"),
                view.outcomeProperty().get());
        assertFalse(view.gateProperty().get().isEmpty());
    }

    @Test
    void aRefusalFromTheWorkflowStaysOnTheSheetAndNothingIsWritten() {
        dialogs.answeringKey(ownerKey, SigningFixtures.PASSPHRASE).answeringRelease(release);
        view.chooseRelease();
        view.load(takes.staleId());
        view.writeFallback();
        sheet.rationaleProperty().set("Replace it.");
        Map<String, String> before = TakeFixtures.picture(release);
        sheet.confirm();
        assertTrue(sheet.showingProperty().get());
        assertTrue(sheet.refusalProperty().get().contains("is bound to the current forecast"),
                sheet.refusalProperty().get());
        assertEquals(before, TakeFixtures.picture(release));
    }
}
