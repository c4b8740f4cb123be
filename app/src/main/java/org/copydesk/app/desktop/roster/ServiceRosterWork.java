package org.copydesk.app.desktop.roster;

import java.nio.file.Path;
import java.util.List;

import org.copydesk.app.workflow.decide.KeyFiles;
import org.copydesk.app.workflow.decide.RosterWorkflow;
import org.copydesk.model.decision.Role;
import org.copydesk.model.decision.RosterState;
import org.copydesk.model.signing.SigningKey;

/** The roster page's work done by the same roster workflow and key files as the CLI's. */
public final class ServiceRosterWork implements RosterWork {

    private final RosterWorkflow roster;

    public ServiceRosterWork(RosterWorkflow roster) {
        this.roster = roster;
    }

    @Override
    public RosterState current() {
        return roster.current();
    }

    @Override
    public RosterState init(String ownerId, String displayName, Path publicKeyFile) {
        return roster.init(ownerId, displayName, KeyFiles.readPublicKey(publicKeyFile));
    }

    @Override
    public RosterState add(String reviewerId, String displayName, List<Role> roles, Path publicKeyFile,
                           SigningKey ownerKey) {
        return roster.add(reviewerId, displayName, roles, KeyFiles.readPublicKey(publicKeyFile), ownerKey);
    }

    @Override
    public RosterState changeRoles(String reviewerId, List<Role> roles, SigningKey ownerKey) {
        return roster.changeRoles(reviewerId, roles, ownerKey);
    }

    @Override
    public RosterState revoke(String reviewerId, SigningKey ownerKey) {
        return roster.revoke(reviewerId, ownerKey);
    }

    @Override
    public KeyFiles.Generated generate(String reviewerId, Path dir, char[] passphrase) {
        return KeyFiles.generate(reviewerId, dir, passphrase);
    }
}
