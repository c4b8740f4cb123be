package org.copydesk.app.desktop.sign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

import org.copydesk.app.AppRoot;
import org.copydesk.app.OpenSshTools;
import org.copydesk.app.TestAgent;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.SigningFixtures;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.desktop.common.SigningOffer;
import org.copydesk.app.desktop.common.SigningSource;
import org.copydesk.app.workflow.decide.KeyFiles;
import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Signing with no key unlocked asks how: a key file, or the key in ssh-agent when there is one. */
class SigningPromptTest {

    @TempDir
    Path dir;

    private EvidenceStore store;
    private AppRoot services;
    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final boolean[] then = {false};

    @BeforeEach
    void open() {
        store = DeskFixtures.vectorStore(dir);
        services = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
    }

    @AfterEach
    void close() {
        store.close();
    }

    private SigningViewModel viewModel(Map<String, String> environment) {
        return new SigningViewModel(services.roster()::current, new KeyFilesAndAgent(environment),
                new SameThreadTaskRunner(), dialogs, new IdlePolicy(new MutableClock(), Duration.ofMinutes(15)));
    }

    private Path ownerKeyOnRoster() {
        Path owner = OpenSshTools.keygen(dir.resolve("id_ed25519"), SigningFixtures.PASSPHRASE);
        services.roster().init("olu.owner", "Olu Owner", KeyFiles.readPublicKey(Path.of(owner + ".pub")));
        return owner;
    }

    @Test
    void choosingTheAgentSignsInWithItAndRunsWhatWaitedWithoutAFileOrAPassphrase() throws Exception {
        Path owner = ownerKeyOnRoster();
        try (TestAgent agent = TestAgent.start(dir.resolve("agent"))) {
            assertEquals(0, agent.add(owner, SigningFixtures.PASSPHRASE).code());
            SigningViewModel signing = viewModel(agent.environment());
            dialogs.answeringSigningSource(Optional.of(SigningSource.AGENT));
            signing.unlock(() -> then[0] = true);
            assertEquals(1, dialogs.signingOffers().size());
            SigningOffer offer = dialogs.signingOffers().get(0);
            assertTrue(offer.agentAvailable(), offer.toString());
            assertEquals(SigningSource.AGENT, offer.preferred());
            assertTrue(signing.unlockedProperty().get(), dialogs.errors().toString());
            assertTrue(then[0], "what waited for the key runs once the agent's key signs in");
            assertTrue(signing.key().orElseThrow().key().isHeldElsewhere());
            assertEquals("Signed in as olu.owner (owner) (key in ssh-agent)", signing.keyLineProperty().get());
            assertEquals(0, dialogs.keyFileAsked());
            assertEquals(0, dialogs.passphraseAsked());
        }
    }

    @Test
    void choosingAKeyFileOpensTheChooserThenItsPassphraseAndRunsWhatWaited() throws Exception {
        Path owner = ownerKeyOnRoster();
        try (TestAgent agent = TestAgent.start(dir.resolve("agent"))) {
            SigningViewModel signing = viewModel(agent.environment());
            dialogs.answeringKey(owner, SigningFixtures.PASSPHRASE)
                    .answeringSigningSource(Optional.of(SigningSource.KEY_FILE));
            signing.unlock(() -> then[0] = true);
            assertTrue(dialogs.signingOffers().get(0).agentAvailable());
            assertTrue(signing.unlockedProperty().get(), dialogs.errors().toString());
            assertTrue(then[0]);
            assertFalse(signing.key().orElseThrow().key().isHeldElsewhere(), "the file's key, not the agent's");
            assertEquals(1, dialogs.keyFileAsked());
            assertEquals(1, dialogs.passphraseAsked());
        }
    }

    @Test
    void cancellingThePromptUnlocksNothingAndRunsNothing() {
        Path owner = ownerKeyOnRoster();
        SigningViewModel signing = viewModel(Map.of());
        dialogs.answeringKey(owner, SigningFixtures.PASSPHRASE).answeringSigningSource(Optional.empty());
        signing.unlock(() -> then[0] = true);
        assertEquals(1, dialogs.signingOffers().size());
        assertFalse(signing.unlockedProperty().get());
        assertFalse(signing.unlockingProperty().get());
        assertFalse(then[0]);
        assertEquals(0, dialogs.keyFileAsked());
        assertTrue(dialogs.errors().isEmpty(), dialogs.errors().toString());
    }

    @Test
    void withoutSshAuthSockTheAgentIsOfferedDisabledWithTheReason() {
        ownerKeyOnRoster();
        viewModel(Map.of()).unlock(() -> then[0] = true);
        SigningOffer offer = dialogs.signingOffers().get(0);
        assertFalse(offer.agentAvailable());
        assertEquals(SigningSource.KEY_FILE, offer.preferred());
        assertEquals("SSH_AUTH_SOCK is not set: no ssh-agent runs in this session", offer.agentUnavailable().get());
    }

    @Test
    void sshAuthSockNamingAFileOrNothingIsNotAnAgentAndSaysWhich() throws Exception {
        ownerKeyOnRoster();
        Path file = Files.writeString(dir.resolve("not-a-socket"), "x");
        viewModel(Map.of("SSH_AUTH_SOCK", file.toString())).unlock();
        viewModel(Map.of("SSH_AUTH_SOCK", dir.resolve("gone.sock").toString())).unlock();
        assertEquals("SSH_AUTH_SOCK names " + file + ", which is not a socket",
                dialogs.signingOffers().get(0).agentUnavailable().orElseThrow());
        assertEquals("SSH_AUTH_SOCK names " + dir.resolve("gone.sock") + ", which does not exist",
                dialogs.signingOffers().get(1).agentUnavailable().orElseThrow());
    }

    @Test
    void anAgentChoiceTheOfferDidNotAllowIsRefusedWithTheReasonAndNothingRuns() {
        ownerKeyOnRoster();
        SigningViewModel signing = viewModel(Map.of());
        dialogs.answeringSigningSource(Optional.of(SigningSource.AGENT));
        signing.unlock(() -> then[0] = true);
        assertFalse(signing.unlockedProperty().get());
        assertFalse(then[0]);
        assertEquals(java.util.List.of("Cannot use ssh-agent: SSH_AUTH_SOCK is not set: no ssh-agent runs in this"
                + " session"), dialogs.errors());
    }

    @Test
    void theKeyFileCommandGoesStraightToTheChooser() {
        Path owner = ownerKeyOnRoster();
        SigningViewModel signing = viewModel(Map.of());
        dialogs.answeringKey(owner, SigningFixtures.PASSPHRASE);
        signing.unlockKeyFile(() -> then[0] = true);
        assertTrue(dialogs.signingOffers().isEmpty(), "File → Unlock signing key… names its way already");
        assertTrue(signing.unlockedProperty().get(), dialogs.errors().toString());
        assertTrue(then[0]);
    }
}
