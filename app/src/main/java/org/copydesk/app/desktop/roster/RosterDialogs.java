package org.copydesk.app.desktop.roster;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.copydesk.model.decision.Role;
import org.copydesk.model.decision.RosterEntry;

/** The roster's forms, behind an interface so that its view models are tested without a toolkit. */
public interface RosterDialogs {

    /**
     * Asks for a new key: reviewer id, name, folder and passphrase (twice); offers pinning the key as the
     * store's first owner when {@code rosterEmpty}. Empty when the user cancels.
     */
    Optional<NewKeyForm> askNewKey(Path suggestedFolder, boolean rosterEmpty);

    /** Asks for a reviewer to add, their public key file suggested from {@code keyFolder}. */
    Optional<EntryForm> askNewEntry(Path keyFolder);

    /** Asks for the new roles of {@code entry}, its present roles ticked. */
    Optional<List<Role>> askRoles(RosterEntry entry);

    /** Yes or no to a change that cannot be undone (a revocation). */
    boolean confirm(String title, String message);
}
