package org.copydesk.app.desktop.roster;

import java.nio.file.Path;
import java.util.List;

import org.copydesk.model.decision.Role;

/** A reviewer as the owner enters them: id, name, roles and the file holding their public key. */
public record EntryForm(String reviewerId, String displayName, List<Role> roles, Path publicKeyFile) {
}
