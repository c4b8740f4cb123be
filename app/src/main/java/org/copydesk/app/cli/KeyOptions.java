package org.copydesk.app.cli;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;

import org.copydesk.app.workflow.UserInputException;
import org.copydesk.app.workflow.decide.KeyFiles;
import org.copydesk.app.workflow.keys.AgentKeys;
import org.copydesk.app.workflow.keys.SshAgent;
import org.copydesk.model.decision.RosterState;
import org.copydesk.model.signing.SigningKey;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Option;

/**
 * {@code --key FILE [--passphrase-file F]} or {@code --agent [--as ID]}: the signing key for
 * one command, unlocked from its file or held by the user's ssh-agent.
 */
public final class KeyOptions {

    @ArgGroup(exclusive = true, multiplicity = "1")
    Source source;

    static final class Source {
        @Option(names = "--key", required = true, paramLabel = "FILE",
                description = "Your private key file: an OpenSSH key (~/.ssh/id_ed25519) or one made by keygen (ID.key).")
        Path key;

        @Option(names = "--agent", required = true,
                description = "Sign with your key in ssh-agent (SSH_AUTH_SOCK): the one on this store's roster.")
        boolean agent;
    }

    @Option(names = "--passphrase-file", paramLabel = "F",
            description = "Read the passphrase from this file (used only when the key file has one).")
    Path passphraseFile;

    @Option(names = "--as", paramLabel = "ID",
            description = "With --agent, when the agent holds keys of several reviewers: sign as this one.")
    String as;

    /** The key; with {@code --agent}, the agent's key that {@code roster} lists (read only then). */
    SigningKey unlock(Supplier<RosterState> roster) {
        if (source.agent) {
            if (passphraseFile != null) {
                throw new UserInputException("--passphrase-file is for a key file; with --agent the agent holds the key");
            }
            return AgentKeys.choose(SshAgent.fromEnvironment(System.getenv()), roster.get(), Optional.ofNullable(as)).key();
        }
        if (as != null) {
            throw new UserInputException("--as chooses among the agent's keys; give it with --agent");
        }
        return KeyFiles.unlock(source.key, () -> Passphrases.read(passphraseFile, "Passphrase for " + source.key + ": "));
    }
}
