package org.copydesk.app.desktop.roster;

import java.nio.file.Path;
import java.util.List;

import org.copydesk.app.workflow.decide.KeyFiles;
import org.copydesk.model.decision.Role;
import org.copydesk.model.decision.RosterState;
import org.copydesk.model.signing.SigningKey;

/** What the roster page and the new-key command need: the roster, its signed changes, and key files. */
public interface RosterWork {

    RosterState current();

    /** Pins the first owner of a store whose roster is empty (the unsigned trust anchor). */
    RosterState init(String ownerId, String displayName, Path publicKeyFile);

    RosterState add(String reviewerId, String displayName, List<Role> roles, Path publicKeyFile, SigningKey ownerKey);

    RosterState changeRoles(String reviewerId, List<Role> roles, SigningKey ownerKey);

    RosterState revoke(String reviewerId, SigningKey ownerKey);

    /** Writes {@code dir/ID.key} (encrypted, owner-only) and {@code dir/ID.pub}, as {@code keygen} does. */
    KeyFiles.Generated generate(String reviewerId, Path dir, char[] passphrase);
}
