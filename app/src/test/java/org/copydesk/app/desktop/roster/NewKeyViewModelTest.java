package org.copydesk.app.desktop.roster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.SigningFixtures;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.desktop.sign.KeyFilesAndAgent;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.desktop.sign.SigningViewModel;
import org.copydesk.model.decision.Role;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NewKeyViewModelTest {

    @TempDir
    Path dir;

    private EvidenceStore store;
    private AppRoot services;
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final AnsweringRosterForms forms = new AnsweringRosterForms();
    private final SameThreadTaskRunner runner = new SameThreadTaskRunner();
    private SigningViewModel signing;
    private NewKeyViewModel newKey;

    @BeforeEach
    void open() {
        store = SqliteEvidenceStore.open(dir.resolve("s.db"), DeskFixtures.CLOCK);
        services = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
        signing = new SigningViewModel(services.roster()::current, new KeyFilesAndAgent(), runner, dialogs,
                new IdlePolicy(DeskFixtures.CLOCK, Duration.ofMinutes(15)));
        newKey = new NewKeyViewModel(new ServiceRosterWork(services.roster()), forms, dialogs, signing, runner,
                dir.resolve("keys"));
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void onAnEmptyRosterTheNoticeSaysNobodyCanSignAndOffersTheFirstOwner() {
        newKey.refresh();
        assertEquals(NewKeyViewModel.Notice.EMPTY_ROSTER, newKey.noticeProperty().get());
        assertTrue(newKey.noticeTextProperty().get().startsWith("Nobody can sign on this store yet"));
        newKey.newKey();
        assertTrue(forms.offeredPin());
        assertEquals("new key in " + dir.resolve("keys"), forms.asked().get(0));
    }

    @Test
    void aNewKeyPinnedAsFirstOwnerIsWrittenOnTheRosterAndUnlocked() {
        newKey.refresh();
        forms.answeringNewKey("olive.owner", "Olive Owner", dir.resolve("keys"), SigningFixtures.PASSPHRASE, true);
        newKey.newKey();
        assertTrue(Files.isRegularFile(dir.resolve("keys/olive.owner.key")));
        assertTrue(Files.isRegularFile(dir.resolve("keys/olive.owner.pub")));
        assertTrue(services.roster().current().current("olive.owner").orElseThrow().hasRole(Role.OWNER));
        assertTrue(signing.unlockedProperty().get());
        assertEquals("Signed in as olive.owner (owner)", signing.keyLineProperty().get());
        assertEquals(NewKeyViewModel.Notice.NONE, newKey.noticeProperty().get());
        assertTrue(dialogs.notices().get(0).contains("is this store's first owner"), dialogs.notices().toString());
    }

    @Test
    void onAStoreWithARosterANewKeyIsOnlyWrittenAndSaysAnOwnerMustAddIt() {
        SigningFixtures.editorOnRoster(services, dir.resolve("others"));
        newKey.refresh();
        assertEquals(NewKeyViewModel.Notice.NO_KEY, newKey.noticeProperty().get());
        forms.answeringNewKey("rita.reviewer", "Rita Reviewer", dir.resolve("keys"), SigningFixtures.PASSPHRASE, true);
        newKey.newKey();
        assertFalse(forms.offeredPin());
        assertTrue(Files.isRegularFile(dir.resolve("keys/rita.reviewer.pub")));
        assertTrue(services.roster().current().current("rita.reviewer").isEmpty(), "never pinned on a roster in use");
        assertFalse(signing.unlockedProperty().get());
        assertTrue(dialogs.notices().get(0).contains("until an owner adds rita.reviewer.pub"), dialogs.notices().toString());
    }

    @Test
    void aKeyThatCannotBeWrittenIsReportedInOneLine() throws Exception {
        newKey.refresh();
        Files.createDirectories(dir.resolve("keys"));
        Files.writeString(dir.resolve("keys/olive.owner.key"), "already here");
        forms.answeringNewKey("olive.owner", "Olive Owner", dir.resolve("keys"), SigningFixtures.PASSPHRASE, true);
        newKey.newKey();
        assertEquals(1, dialogs.errors().size());
        assertTrue(dialogs.errors().get(0).contains("already exists"), dialogs.errors().get(0));
        assertFalse(services.roster().current().isInitialized());
    }
}
