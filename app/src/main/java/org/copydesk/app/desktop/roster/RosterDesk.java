package org.copydesk.app.desktop.roster;

import org.copydesk.app.desktop.DeskPage;

/** The roster page and the new-key command, as the window shows them. */
public record RosterDesk(NewKeyViewModel newKey, RosterViewModel roster) {

    public static final DeskPage ROSTER = new DeskPage("roster");
}
