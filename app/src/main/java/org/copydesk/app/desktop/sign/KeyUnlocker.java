package org.copydesk.app.desktop.sign;

import java.nio.file.Path;
import java.util.Optional;

import org.copydesk.model.decision.RosterState;
import org.copydesk.model.signing.SigningKey;

/** Opens a private key file or reaches the agent; throws a user-facing error on a wrong passphrase or an unusable key. */
public interface KeyUnlocker {

    /** Whether the file is encrypted, so the window asks for a passphrase only when there is one. */
    boolean needsPassphrase(Path keyFile);

    /** Unlocks the file; {@code passphrase} is empty for an unencrypted key and belongs to the caller. */
    SigningKey unlock(Path keyFile, char[] passphrase);

    /** Why the agent cannot be asked (for the signing prompt to say beside that choice); empty when it can. */
    Optional<String> agentUnavailable();

    /** The key in the user's ssh-agent that is active on {@code roster}; it signs through the agent. */
    SigningKey fromAgent(RosterState roster);
}
