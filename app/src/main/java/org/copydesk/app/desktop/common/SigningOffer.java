package org.copydesk.app.desktop.common;

import java.util.Optional;

/**
 * What the signing prompt offers. A key file is always offered; the agent only when
 * {@code agentUnavailable} is empty, and otherwise the prompt shows that reason beside the choice.
 */
public record SigningOffer(Optional<String> agentUnavailable) {

    public boolean agentAvailable() {
        return agentUnavailable.isEmpty();
    }

    /** The choice Enter takes: the agent when there is one (nothing to find, no passphrase), else a key file. */
    public SigningSource preferred() {
        return agentAvailable() ? SigningSource.AGENT : SigningSource.KEY_FILE;
    }
}
