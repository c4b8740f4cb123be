package org.copydesk.app.desktop.roster;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.model.decision.Role;
import org.copydesk.model.decision.RosterEntry;

/** Roster forms answered by the test, remembering what each was offered. */
public final class AnsweringRosterForms implements RosterDialogs {

    private Optional<NewKeyForm> newKey = Optional.empty();
    private Optional<EntryForm> entry = Optional.empty();
    private Optional<List<Role>> roles = Optional.empty();
    private boolean confirms = true;
    private final List<String> asked = new ArrayList<>();
    private boolean offeredPin;

    public AnsweringRosterForms answeringNewKey(String reviewer, String name, Path folder, String passphrase,
                                                boolean pin) {
        newKey = Optional.of(new NewKeyForm(reviewer, name, folder, passphrase.toCharArray(), pin));
        return this;
    }

    public AnsweringRosterForms answeringEntry(EntryForm form) {
        entry = Optional.of(form);
        return this;
    }

    public AnsweringRosterForms answeringRoles(List<Role> chosen) {
        roles = Optional.of(chosen);
        return this;
    }

    public AnsweringRosterForms declining() {
        confirms = false;
        return this;
    }

    @Override
    public Optional<NewKeyForm> askNewKey(Path suggestedFolder, boolean rosterEmpty) {
        asked.add("new key in " + suggestedFolder);
        offeredPin = rosterEmpty;
        return newKey;
    }

    @Override
    public Optional<EntryForm> askNewEntry(Path keyFolder) {
        asked.add("new entry");
        return entry;
    }

    @Override
    public Optional<List<Role>> askRoles(RosterEntry of) {
        asked.add("roles of " + of.reviewerId());
        return roles;
    }

    @Override
    public boolean confirm(String title, String message) {
        asked.add(title);
        return confirms;
    }

    public List<String> asked() {
        return asked;
    }

    /** Whether the last new-key form offered pinning the key as the first owner. */
    public boolean offeredPin() {
        return offeredPin;
    }
}
