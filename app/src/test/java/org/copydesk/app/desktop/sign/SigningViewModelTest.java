package org.copydesk.app.desktop.sign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;

import org.copydesk.app.AppRoot;
import org.copydesk.app.OpenSshTools;
import org.copydesk.app.TestAgent;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.SigningFixtures;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.workflow.decide.KeyFiles;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SigningViewModelTest {

    @TempDir
    Path dir;

    private EvidenceStore store;
    private AppRoot services;
    private final MutableClock clock = new MutableClock();
    private final RecordingDialogs dialogs = new RecordingDialogs();

    @BeforeEach
    void open() {
        store = DeskFixtures.vectorStore(dir);
        services = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
    }

    @AfterEach
    void close() {
        store.close();
    }

    private SigningViewModel viewModel(KeyUnlocker unlocker) {
        return new SigningViewModel(services.roster()::current, unlocker, new SameThreadTaskRunner(), dialogs,
                new IdlePolicy(clock, Duration.ofMinutes(15)));
    }

    @Test
    void unlockingAnEditorsKeyNamesTheSignerFromTheRoster() {
        Path key = SigningFixtures.editorOnRoster(services, dir.resolve("keys"));
        SigningViewModel signing = viewModel(new KeyFilesAndAgent());
        dialogs.answeringKey(key, SigningFixtures.PASSPHRASE);
        signing.unlock();
        assertTrue(signing.unlockedProperty().get());
        assertEquals("Signed in as ed.ramos (editor)", signing.keyLineProperty().get());
    }

    @Test
    void theUnlockerReceivesThePassphraseAndItIsClearedAfterwards() {
        Path key = SigningFixtures.editorOnRoster(services, dir.resolve("keys"));
        char[][] seen = new char[1][];
        SigningViewModel signing = viewModel(new KeyFilesAndAgent() {
            @Override
            public SigningKey unlock(Path file, char[] passphrase) {
                seen[0] = passphrase;
                return super.unlock(file, passphrase);
            }
        });
        dialogs.answeringKey(key, SigningFixtures.PASSPHRASE);
        signing.unlock();
        assertTrue(signing.unlockedProperty().get());
        assertEquals(new String(new char[SigningFixtures.PASSPHRASE.length()]), new String(seen[0]));
    }

    @Test
    void anUnencryptedOpenSshKeyUnlocksWithoutAskingForAPassphrase() {
        Path owner = OpenSshTools.keygen(dir.resolve("id_ed25519"), "");
        services.roster().init("olu.owner", "Olu Owner", KeyFiles.readPublicKey(Path.of(owner + ".pub")));
        dialogs.answeringKey(owner, "never asked");
        SigningViewModel signing = viewModel(new KeyFilesAndAgent());
        signing.unlock();
        assertTrue(signing.unlockedProperty().get(), dialogs.errors().toString());
        assertEquals(0, dialogs.passphraseAsked());
        assertEquals("Signed in as olu.owner (owner)", signing.keyLineProperty().get());
    }

    @Test
    void anEncryptedOpenSshKeyAsksForItsPassphrase() {
        Path owner = OpenSshTools.keygen(dir.resolve("id_ed25519"), SigningFixtures.PASSPHRASE, "-Z",
                "chacha20-poly1305@openssh.com");
        services.roster().init("olu.owner", "Olu Owner", KeyFiles.readPublicKey(Path.of(owner + ".pub")));
        dialogs.answeringKey(owner, SigningFixtures.PASSPHRASE);
        SigningViewModel signing = viewModel(new KeyFilesAndAgent());
        signing.unlock();
        assertTrue(signing.unlockedProperty().get(), dialogs.errors().toString());
        assertEquals(1, dialogs.passphraseAsked());
    }

    @Test
    void theKeyInTheAgentSignsInWithoutAFileOrAPassphrase() throws Exception {
        Path owner = OpenSshTools.keygen(dir.resolve("id_ed25519"), SigningFixtures.PASSPHRASE);
        services.roster().init("olu.owner", "Olu Owner", KeyFiles.readPublicKey(Path.of(owner + ".pub")));
        try (TestAgent agent = TestAgent.start(dir.resolve("agent"))) {
            assertEquals(0, agent.add(owner, SigningFixtures.PASSPHRASE).code());
            SigningViewModel signing = viewModel(new KeyFilesAndAgent(agent.environment()));
            signing.useAgent(() -> { });
            assertTrue(signing.unlockedProperty().get(), dialogs.errors().toString());
            assertTrue(signing.key().orElseThrow().key().isHeldElsewhere());
            assertEquals("Signed in as olu.owner (owner) (key in ssh-agent)", signing.keyLineProperty().get());
            assertEquals(0, dialogs.passphraseAsked());
        }
    }

    @Test
    void aKeyOffTheRosterIsRefusedWithAReason() {
        SigningFixtures.editorOnRoster(services, dir.resolve("keys"));
        dialogs.answeringKey(SigningFixtures.stranger(dir.resolve("other")), SigningFixtures.PASSPHRASE);
        SigningViewModel signing = viewModel(new KeyFilesAndAgent());
        signing.unlock();
        assertFalse(signing.unlockedProperty().get());
        assertTrue(dialogs.errors().get(0).contains("not an active key on this store's roster"), dialogs.errors().toString());
    }

    @Test
    void aWrongPassphraseAsksAgainInPlaceAndTheRightOneThenUnlocks() {
        Path key = SigningFixtures.editorOnRoster(services, dir.resolve("keys"));
        dialogs.answeringKey(key, "not the passphrase").thenPassphrases("still wrong", SigningFixtures.PASSPHRASE);
        SigningViewModel signing = viewModel(new KeyFilesAndAgent());
        boolean[] then = {false};
        signing.unlock(() -> then[0] = true);
        assertTrue(signing.unlockedProperty().get());
        assertTrue(then[0], "what waited for the key runs once it is unlocked");
        assertEquals(3, dialogs.passphraseAsked());
        assertEquals(2, dialogs.passphraseProblems().size());
        assertTrue(dialogs.passphraseProblems().get(0).startsWith("Wrong passphrase for "),
                dialogs.passphraseProblems().toString());
        assertTrue(dialogs.errors().isEmpty(), dialogs.errors().toString());
    }

    @Test
    void cancellingTheRetryAfterAWrongPassphraseUnlocksNothing() {
        Path key = SigningFixtures.editorOnRoster(services, dir.resolve("keys"));
        dialogs.answeringKey(key, "not the passphrase");
        SigningViewModel signing = viewModel(new KeyFilesAndAgent());
        signing.unlock();
        assertFalse(signing.unlockedProperty().get());
        assertFalse(signing.unlockingProperty().get());
        assertEquals(2, dialogs.passphraseAsked());
        assertTrue(dialogs.errors().isEmpty(), dialogs.errors().toString());
    }

    @Test
    void locksItselfAfterTheIdleTimeoutAndDestroysTheKey() {
        Path key = SigningFixtures.editorOnRoster(services, dir.resolve("keys"));
        dialogs.answeringKey(key, SigningFixtures.PASSPHRASE);
        SigningViewModel signing = viewModel(new KeyFilesAndAgent());
        signing.unlock();
        SigningKey unlocked = signing.key().orElseThrow().key();
        clock.advance(Duration.ofMinutes(14));
        signing.lockIfIdle();
        assertTrue(signing.unlockedProperty().get());
        signing.touch();
        clock.advance(Duration.ofMinutes(15));
        signing.lockIfIdle();
        assertFalse(signing.unlockedProperty().get());
        assertTrue(unlocked.isDestroyed());
        assertTrue(signing.keyLineProperty().get().startsWith("no signing key"));
    }
}
