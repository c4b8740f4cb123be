package org.copydesk.app.desktop.takes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.desktop.common.QueuedTaskRunner;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.app.desktop.sign.MemorySigning;
import org.copydesk.app.desktop.sign.SigningViewModel;
import org.copydesk.app.desktop.sign.UnlockedKey;
import org.copydesk.model.checks.release.ReleaseReport;
import org.copydesk.model.signing.SigningKey;
import org.junit.jupiter.api.Test;

/** The owner's release sheet over a fake action: what it asks for before it signs, and what it keeps on screen. */
class OwnerSheetViewModelTest {

    private static final String DIGEST = "ab".repeat(32);
    private static final ReleaseOutcome PROMOTED = new ReleaseOutcome("promoted take t-1", new ReleaseReport(List.of()));

    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final List<UnlockedKey> preparedFor = new ArrayList<>();
    private final List<String> signedWith = new ArrayList<>();
    private final List<SigningKey> signedBy = new ArrayList<>();
    private final List<ReleaseOutcome> outcomes = new ArrayList<>();
    private SigningViewModel signing;

    private OwnerSheetViewModel sheet(TaskRunner runner) {
        signing = MemorySigning.editor(runner, dialogs);
        return new OwnerSheetViewModel(runner, signing, dialogs);
    }

    private OwnerWork promoting() {
        return (rationale, key) -> {
            signedWith.add(rationale);
            signedBy.add(key);
            return PROMOTED;
        };
    }

    private OwnerActionSource action(boolean asksRisk, Optional<String> refusal, OwnerWork work) {
        return key -> {
            preparedFor.add(key);
            return new OwnerAction("Authorize & Promote · t-1", DIGEST, "2 screens passed", false, asksRisk,
                    "Signs as " + key.reviewer().reviewerId() + ", owner", refusal, work);
        };
    }

    @Test
    void withoutAKeyItAsksForOneThenPreparesTheSheetForIt() {
        OwnerSheetViewModel sheet = sheet(new SameThreadTaskRunner());
        sheet.open(action(true, Optional.empty(), promoting()), outcomes::add);

        assertTrue(signing.key().isPresent(), "the key was unlocked first");
        assertEquals(List.of(signing.key().get()), preparedFor);
        assertTrue(sheet.showingProperty().get());
        assertEquals("Authorize & Promote · t-1", sheet.headingProperty().get());
        assertEquals(DIGEST, sheet.digestProperty().get());
        assertEquals("2 screens passed", sheet.screensProperty().get());
        assertEquals("Signs as ed.ramos, owner", sheet.signerProperty().get());
        assertTrue(sheet.asksRiskAcceptanceProperty().get());
        assertFalse(sheet.riskAcceptedProperty().get(), "never pre-ticked");
        assertFalse(sheet.refusedProperty().get());
        assertEquals("", sheet.refusalProperty().get());
    }

    @Test
    void closingTheKeyChooserLeavesTheSheetShut() {
        OwnerSheetViewModel sheet = sheet(new SameThreadTaskRunner());
        dialogs.cancellingKeyChoice();
        sheet.open(action(true, Optional.empty(), promoting()), outcomes::add);

        assertFalse(sheet.showingProperty().get());
        assertTrue(preparedFor.isEmpty());
    }

    @Test
    void anActionThatCannotBePreparedIsReportedAndNoSheetShows() {
        OwnerSheetViewModel sheet = sheet(new SameThreadTaskRunner());
        sheet.open(key -> {
            throw new IllegalStateException("the release tree has no manifest.json");
        }, outcomes::add);

        assertFalse(sheet.showingProperty().get());
        assertFalse(sheet.workingProperty().get());
        assertEquals(List.of("Cannot prepare the release sheet: the release tree has no manifest.json"),
                dialogs.errors());
    }

    @Test
    void confirmingAsksForTheTickThenARationaleAndEachLineGoesOnceFixed() {
        OwnerSheetViewModel sheet = sheet(new SameThreadTaskRunner());
        sheet.open(action(true, Optional.empty(), promoting()), outcomes::add);

        sheet.rationaleProperty().set("Reviewed the screens");
        sheet.confirm();
        assertEquals("Tick the acceptance of residual AI risk for internal use first.", sheet.refusalProperty().get());
        sheet.riskAcceptedProperty().set(true);
        assertEquals("", sheet.refusalProperty().get(), "the line goes once the tick is given");

        sheet.rationaleProperty().set("   ");
        sheet.confirm();
        assertEquals("A rationale is required: say why you accept this for internal use.",
                sheet.refusalProperty().get());
        assertTrue(signedWith.isEmpty(), "nothing is signed while either is missing");
        sheet.rationaleProperty().set("  Screens pass; the take reads as the desk wrote it  ");
        assertEquals("", sheet.refusalProperty().get());

        sheet.confirm();
        assertEquals(List.of("Screens pass; the take reads as the desk wrote it"), signedWith);
        assertSame(signing.key().get().key(), signedBy.get(0), "signed with the key unlocked for the sitting");
        assertEquals(List.of(PROMOTED), outcomes);
        assertFalse(sheet.showingProperty().get());
    }

    @Test
    void aFallbackAsksNoTickOnlyARationale() {
        OwnerSheetViewModel sheet = sheet(new SameThreadTaskRunner());
        sheet.open(action(false, Optional.empty(), promoting()), outcomes::add);
        sheet.rationaleProperty().set("The current run is the one to ship");
        sheet.confirm();

        assertEquals(List.of("The current run is the one to ship"), signedWith);
        assertEquals(List.of(PROMOTED), outcomes);
    }

    @Test
    void aRefusedActionCannotBeSignedAndItsReasonStaysWhileTheOwnerTypes() {
        OwnerSheetViewModel sheet = sheet(new SameThreadTaskRunner());
        String why = "ed.ramos (editor) may not authorize; it takes owner";
        sheet.open(action(true, Optional.of(why), promoting()), outcomes::add);

        assertTrue(sheet.showingProperty().get());
        assertTrue(sheet.refusedProperty().get());
        assertEquals(why, sheet.refusalProperty().get());
        sheet.riskAcceptedProperty().set(true);
        sheet.rationaleProperty().set("Please");
        sheet.confirm();
        assertEquals(why, sheet.refusalProperty().get(), "word for word, not cleared by input");
        assertTrue(signedWith.isEmpty());
        assertTrue(sheet.showingProperty().get());
    }

    @Test
    void aRefusalFromTheWorkStaysOnTheOpenSheetAndNothingIsReported() {
        OwnerSheetViewModel sheet = sheet(new SameThreadTaskRunner());
        sheet.open(action(true, Optional.empty(), (rationale, key) -> {
            throw new IllegalStateException("take t-1 changed on disk since the sheet opened");
        }), outcomes::add);
        sheet.riskAcceptedProperty().set(true);
        sheet.rationaleProperty().set("Ship it");
        sheet.confirm();

        assertTrue(sheet.showingProperty().get());
        assertFalse(sheet.workingProperty().get());
        assertEquals("take t-1 changed on disk since the sheet opened", sheet.refusalProperty().get());
        assertTrue(outcomes.isEmpty());
    }

    @Test
    void aKeyLockedWhileTheSheetIsOpenIsToldAndNothingIsSigned() {
        OwnerSheetViewModel sheet = sheet(new SameThreadTaskRunner());
        sheet.open(action(true, Optional.empty(), promoting()), outcomes::add);
        sheet.riskAcceptedProperty().set(true);
        sheet.rationaleProperty().set("Ship it");
        signing.lock();
        sheet.confirm();

        assertEquals("The signing key was locked. Unlock it (Ctrl+U), then confirm again.",
                sheet.refusalProperty().get());
        assertTrue(signedWith.isEmpty());
    }

    @Test
    void eachOpeningStartsUntickedWithNoRationale() {
        OwnerSheetViewModel sheet = sheet(new SameThreadTaskRunner());
        sheet.open(action(true, Optional.empty(), promoting()), outcomes::add);
        sheet.riskAcceptedProperty().set(true);
        sheet.rationaleProperty().set("Ship it");
        sheet.confirm();

        sheet.open(action(true, Optional.empty(), promoting()), outcomes::add);
        assertTrue(sheet.showingProperty().get());
        assertFalse(sheet.riskAcceptedProperty().get(), "an acceptance is never carried over");
        assertEquals("", sheet.rationaleProperty().get());
    }

    @Test
    void whileSigningTheSheetNeitherClosesNorOpensAgainNorSignsTwice() {
        QueuedTaskRunner runner = new QueuedTaskRunner();
        OwnerSheetViewModel sheet = sheet(runner);
        sheet.open(action(true, Optional.empty(), promoting()), outcomes::add);
        runner.runAll();
        sheet.riskAcceptedProperty().set(true);
        sheet.rationaleProperty().set("Ship it");
        sheet.confirm();
        assertTrue(sheet.workingProperty().get());

        sheet.confirm();
        sheet.cancel();
        sheet.open(action(false, Optional.empty(), promoting()), outcomes::add);
        assertTrue(sheet.showingProperty().get(), "Esc waits for the signing");
        runner.runAll();
        assertEquals(1, signedWith.size());
        assertEquals(1, preparedFor.size(), "no second sheet was prepared meanwhile");
        assertFalse(sheet.showingProperty().get());
    }

    @Test
    void escClosesTheSheetWithoutSigning() {
        OwnerSheetViewModel sheet = sheet(new SameThreadTaskRunner());
        sheet.open(action(true, Optional.empty(), promoting()), outcomes::add);
        sheet.cancel();
        assertFalse(sheet.showingProperty().get());

        sheet.riskAcceptedProperty().set(true);
        sheet.rationaleProperty().set("Ship it");
        sheet.confirm();
        assertTrue(signedWith.isEmpty(), "a closed sheet signs nothing");
    }
}
