package org.copydesk.app.desktop.sign;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import org.copydesk.app.workflow.keys.AgentKeys;
import org.copydesk.app.workflow.keys.PrivateKeyFiles;
import org.copydesk.app.workflow.keys.SshAgent;
import org.copydesk.model.decision.RosterState;
import org.copydesk.model.signing.SigningKey;

/** Private key files on disk, OpenSSH's or copydesk's, and the agent that {@code SSH_AUTH_SOCK} names. */
public class KeyFilesAndAgent implements KeyUnlocker {

    private final Map<String, String> environment;

    public KeyFilesAndAgent() {
        this(System.getenv());
    }

    /** With the environment a test gives, so it can point at its own agent. */
    public KeyFilesAndAgent(Map<String, String> environment) {
        this.environment = Map.copyOf(environment);
    }

    @Override
    public boolean needsPassphrase(Path keyFile) {
        return PrivateKeyFiles.needsPassphrase(keyFile);
    }

    @Override
    public SigningKey unlock(Path keyFile, char[] passphrase) {
        // The reader clears what it is given; the caller clears its own array.
        return PrivateKeyFiles.unlock(keyFile, passphrase::clone);
    }

    @Override
    public Optional<String> agentUnavailable() {
        return SshAgent.whyUnavailable(environment);
    }

    @Override
    public SigningKey fromAgent(RosterState roster) {
        return AgentKeys.choose(SshAgent.fromEnvironment(environment), roster, Optional.empty()).key();
    }
}
