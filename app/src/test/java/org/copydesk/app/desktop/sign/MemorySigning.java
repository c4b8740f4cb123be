package org.copydesk.app.desktop.sign;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.TaskRunner;
import org.copydesk.model.decision.RosterEntry;
import org.copydesk.model.decision.RosterState;
import org.copydesk.model.signing.SigningKey;

/**
 * Signing for view-model tests without a store or a key file: one editor, ed.ramos, on a roster
 * held in memory, whose key the "file" {@link #KEY_FILE} unlocks without a passphrase.
 */
public final class MemorySigning {

    public static final Path KEY_FILE = Path.of("ed.ramos.key");

    private MemorySigning() {
    }

    /** A signing view model the editor unlocks when {@code dialogs} answer the key chooser with {@link #KEY_FILE}. */
    public static SigningViewModel editor(TaskRunner runner, RecordingDialogs dialogs) {
        SigningKey key = SigningKey.generate(new SecureRandom());
        RosterEntry editor = new RosterEntry("ed.ramos", "Ed Ramos", List.of("editor"),
                key.publicKey().toOpenSshLine(), "2026-01-01T00:00:00Z", Optional.empty());
        RosterState roster = new RosterState("store-1", List.of(editor), List.of(), Optional.empty(), 1);
        KeyUnlocker unlocker = new KeyUnlocker() {
            @Override
            public boolean needsPassphrase(Path keyFile) {
                return false;
            }

            @Override
            public SigningKey unlock(Path keyFile, char[] passphrase) {
                if (!keyFile.equals(KEY_FILE)) {
                    throw new IllegalArgumentException("no such key file " + keyFile);
                }
                return key;
            }

            @Override
            public Optional<String> agentUnavailable() {
                return Optional.of("no agent in this test");
            }

            @Override
            public SigningKey fromAgent(RosterState state) {
                throw new IllegalStateException("no agent in this test");
            }
        };
        dialogs.answeringKey(KEY_FILE, "");
        return new SigningViewModel(() -> roster, unlocker, runner, dialogs,
                new IdlePolicy(Clock.systemUTC(), Duration.ofMinutes(15)));
    }
}
