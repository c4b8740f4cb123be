package org.copydesk.app.workflow.keys;

import java.util.List;
import java.util.Optional;

import org.copydesk.app.workflow.UserInputException;
import org.copydesk.model.decision.RosterEntry;
import org.copydesk.model.decision.RosterState;
import org.copydesk.model.signing.SigningKey;

/**
 * Chooses which of the agent's keys signs: one that is an active key on the store's roster,
 * the first such in the agent's order (as {@code ssh} tries keys), or the one of the named
 * reviewer.
 */
public final class AgentKeys {

    private AgentKeys() {
    }

    /** The chosen key, signing through the agent, and its roster entry. */
    public record Chosen(SigningKey key, RosterEntry reviewer) {
    }

    public static Chosen choose(SshAgent agent, RosterState roster, Optional<String> reviewerId) {
        List<SshAgent.Identity> identities = agent.identities();
        if (identities.isEmpty()) {
            throw new UserInputException("ssh-agent holds no ed25519 key; add yours with ssh-add ~/.ssh/id_ed25519");
        }
        for (SshAgent.Identity identity : identities) {
            Optional<RosterEntry> entry = roster.activeByFingerprint(identity.publicKey().fingerprint());
            if (entry.isPresent() && reviewerId.map(entry.get().reviewerId()::equals).orElse(true)) {
                return new Chosen(agent.signingKey(identity.publicKey()), entry.get());
            }
        }
        String held = String.join(", ", identities.stream().map(i -> i.publicKey().fingerprint()).toList());
        throw new UserInputException(reviewerId.map(id -> "ssh-agent holds no active roster key of " + id)
                .orElse("none of ssh-agent's keys is an active key on this store's roster")
                + " (the agent holds " + held + "); an owner adds a key with `roster add`");
    }
}
